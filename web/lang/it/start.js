// The start words in it.
export default {
  'start.pageTitle': 'Scacchi 960 – posizione iniziale n. {n}',
  'start.pageTitlePlain': 'Scacchi 960 – posizione iniziale',
  'start.tagline': '960 posizioni iniziali · scacchi random di Fischer',
  'start.intro':
    'Inserire un numero da 0 a 959 e premere «imposta» per vedere la posizione iniziale, oppure «sorteggia» per una posizione casuale. Il n. 518 è la posizione iniziale degli scacchi classici.',
  'start.numberHint': 'Numero 0–959, prima traversa (ad es. TAARCCDT o RBBKNNQR) o FEN iniziale',
  'start.numberHintOneBased': 'Numero 1–960 (960 = 0), prima traversa (ad es. TAARCCDT o RBBKNNQR) o FEN iniziale',
  'start.setzenLabel': 'Imposta la posizione',
  'start.losenLabel': 'Sorteggia una posizione casuale',
  'start.oneBased': 'Conta da 1 a 960 (960 = 0)',
  'start.positionNoOneBased': 'N. {n} (= 960)',
  'start.classical': 'posizione iniziale degli scacchi classici',
  'start.rankDe': 'Prima traversa (lettere italiane)',
  'start.rankEn': 'Prima traversa (lettere inglesi)',
  'start.copyLabel': 'Copia la FEN',
  'start.copied': 'copiata',
  'start.copyFailed': 'Impossibile copiare: selezionare e copiare a mano',
  'start.boardLoading': 'Scacchiera, caricamento della posizione',
  'start.tablesIntro':
    'Per sorteggiare senza computer: cercare nella tabella del re lo stesso numero o quello immediatamente inferiore, e il resto (0–15) nella tabella degli alfieri. Disporre prima gli alfieri, poi i sei pezzi della tabella del re sulle case libere; il Nero è speculare al Bianco.',
  'start.footer': 'Scacchi 960: Bobby Fischer, 1996. Numerazione di Reinhard Scharnagl (0–959).',
};
