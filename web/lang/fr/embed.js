// The embed words in fr.
export default {
  'embed.title': 'Intégrer les échecs 960 – guide',
  'embed.description':
    'Mettez des positions de départ des échecs 960 sur le site de votre club : widget, iframe ou image.',
  'embed.heading': 'Intégrer des positions de départ',
  'embed.intro':
    'Trois façons de mettre une position de départ des échecs 960 sur le site de votre club. Copiez un extrait dans le HTML de votre page ; il n’y a rien à installer.',
  'embed.baseOnline': 'Les extraits contiennent déjà l’adresse de ces pages : `{base}`',
  'embed.baseOffline': '`{base}` représente l’adresse où ces pages se trouvent sur votre serveur web.',
  'embed.baseExample': 'https://votre-site.org/chess960/',
  'embed.numberLabel': 'Position de départ des exemples',
  'embed.numberHint': 'Numéro 0–959, rangée de départ (p. ex. TFFRCCDT ou RBBKNNQR) ou FEN de départ',
  'embed.copy': 'copier',
  'embed.copied': 'copié',
  'embed.selected': 'sélectionné – appuyez maintenant sur Ctrl+C',
  'embed.widget.title': '1. Widget (recommandé)',
  'embed.widget.text':
    'Un script, puis autant de diagrammes que vous voulez. Avec `controls`, les visiteurs peuvent placer et tirer des positions eux-mêmes.',
  'embed.attrs.title': 'Réglages (attributs)',
  'embed.attr.n':
    'numéro 0–959 (`0518` aussi), une rangée de départ en lettres anglaises comme `RBBKNNQR` ou une FEN de départ',
  'embed.attr.random': 'tirer une position au hasard au chargement de la page',
  'embed.attr.lang': 'langue ; sinon celle de votre page (`<html lang>`)',
  'embed.attr.show':
    'ce qui s’affiche sous l’échiquier : numéro, rangée de départ, FEN, les deux tables, les caractéristiques (les deux numérotations, position miroir, roi et tours)',
  'embed.attr.controls': 'un champ de saisie avec « placer » et « tirer »',
  'embed.attr.size': 'au plus environ 240, 360 ou 510 pixels de large ; sans `size`, aussi large que sa place',
  'embed.attr.theme': 'couleurs : claires, sombres, pour l’impression, ou selon le réglage de l’appareil',
  'embed.attr.orientation': 'retourne l’échiquier (Noirs en bas)',
  'embed.attr.coords': 'coordonnées a–h/1–8 dans l’échiquier, ou aucune',
  'embed.size.text':
    'Au lieu de `size`, vous pouvez fixer la largeur dans la feuille de style de votre page (pas avec un attribut `style` : une Content-Security-Policy stricte l’interdit) :',
  'embed.dev.text':
    'Développeurs : l’élément signale chaque position par l’événement `chess960-change` (`detail.number`, `detail.fen`). Il se met en forme avec des propriétés personnalisées CSS (`--c960-light`, `--c960-dark`, `--c960-accent`, …) et `::part(board)`, `::part(number)`, `::part(button)`.',
  'embed.demo': 'Exemple',
  'embed.iframe.title': '2. iframe',
  'embed.iframe.text':
    'Si votre outil de création de site autorise les iframes (« intégrer », « bloc HTML ») mais pas les scripts :',
  'embed.iframe.css':
    'Ajoutez cette règle à la feuille de style de votre page : sur les écrans étroits, le cadre se rétrécit.',
  'embed.iframe.params': 'Paramètres comme pour le widget : `?n=518&lang=fr&theme=dark&controls`.',
  'embed.img.title': '3. Image (sans script)',
  'embed.img.text':
    'Un diagramme fixe en image SVG ; il y en a un pour chaque numéro (`svg/0.svg` à `svg/959.svg`). Cela fonctionne partout, même dans les e-mails et les PDF.',
  'embed.img.css':
    'Avec cette règle dans la feuille de style de votre page, l’image se réduit sur les écrans étroits :',
  'embed.positionName': 'Position de départ Chess960 no {n}',
  'embed.csp.title': 'La Content-Security-Policy de votre page',
  'embed.csp.text':
    "Si votre page envoie une Content-Security-Policy, chaque façon n’a besoin que d’une autorisation pour ces pages : pas d’adresses `data:`, pas de `connect-src`, pas de `unsafe-inline` et rien dans `style-src`. Exemples pour une politique avec `default-src 'self'` :",
  'embed.csp.widget':
    "Widget : le script dans `script-src`, plus `'wasm-unsafe-eval'` (le widget calcule avec WebAssembly ; sans cela, il le signale). Il ne charge rien d’autre.",
  'embed.csp.iframe': 'iframe : ces pages dans `frame-src` (la page dans le cadre apporte sa propre politique).',
  'embed.csp.img': 'Image : ces pages dans `img-src`.',
  'embed.cms.title': 'WordPress, Joomla et autres',
  'embed.lib.title': 'Pour les développeurs : la bibliothèque',
  'embed.lib.text':
    "Les règles et la numérotation de ces pages existent en paquet npm pour vos propres programmes : tant qu’il n’est pas publié sur npm, construisez-le depuis ce projet avec `npm run package` (il écrit `build-pkg/chess960-<version>.tgz`) et installez ce fichier avec `npm install chemin/vers/chess960-<version>.tgz` ; une fois publié, `npm install chess960`. Puis `import { createChess960 } from 'chess960'` (Node, bundlers, navigateurs, workers ; le WebAssembly est dans le paquet, rien n’est téléchargé). Le widget y est `chess960/widget`.",
  'embed.lib.link': 'Référence et exemples de la bibliothèque',
  'embed.frame.heading': 'Position de départ Chess960 {n}',
  'embed.frame.open': 'Ouvrir dans Échecs 960 ↗',
  'embed.frame.game': 'Partie Chess960',
  'embed.game.title': '4. Parties : la visionneuse',
  'embed.game.text':
    'Un second script montre des parties : une partie ou tout un fichier PGN, à parcourir avec les boutons, les flèches du clavier, un glissement ou un clic sur un coup ; avec commentaires, pendules, évaluations et variantes, le roque dit comme ce qui se passe. Placez le PGN entre les balises, dans un `<pre class="chess960-pgn">`, pour qu’il reste lisible là où les scripts ne tournent pas :',
  'embed.game.demoOne': 'Exemple : une partie',
  'embed.game.file':
    'Un fichier de plusieurs parties : son adresse dans `src` (un fichier de votre propre site ; la visionneuse ne lit pas les fichiers d’autres sites). Une liste présente les parties avec joueurs, résultat, ronde, date et position de départ ; les visiteurs peuvent filtrer par joueur.',
  'embed.game.demoFile': 'Exemple : un fichier de trois parties',
  'embed.game.attr.src': 'l’adresse d’un fichier PGN de votre site ; sinon le texte dans l’élément',
  'embed.game.attr.game': 'la partie du fichier montrée d’abord (`1` est la première)',
  'embed.game.attr.play':
    'l’adresse d’une page de jeu (`play.html` de ces pages) : un lien y poursuit la position montrée',
  'embed.game.api.title': 'Pour les scripts',
  'embed.game.api.ready': 'une Promise résolue dès que la partie est montrée',
  'embed.game.api.fen': 'la FEN de la position montrée',
  'embed.game.api.ply': 'le demi-coup montré (`0` : le départ) et les demi-coups de la ligne principale',
  'embed.game.api.gameIndex':
    'la partie montrée (à partir de `0` ; la modifier en montre une autre) et le nombre de parties',
  'embed.game.api.goTo': 'montre la ligne principale après le demi-coup `ply`',
  'embed.game.api.pgn': 'donne le texte PGN depuis un script (au lieu de `src` ou du texte)',
  'embed.game.api.move':
    'événement à chaque changement du coup montré ; `detail` contient `ply`, `fen`, `san` et `gameIndex`',
  'embed.game.size':
    'La visionneuse prend la largeur de sa place et fonctionne de 280 à 1000 pixels ; à partir de 600 pixels, les coups sont à côté de l’échiquier. Pour une largeur fixe, une règle dans la feuille de style de votre page :',
  'embed.game.csp':
    "Content-Security-Policy : la même que pour le widget (ces pages dans `script-src`, plus `'wasm-unsafe-eval'`). À l’impression, l’échiquier et les coups apparaissent, les boutons non.",
  'embed.game.frame.title': 'Parties dans un iframe',
  'embed.game.frame.text':
    'Sans script : `embed.html?pgn=` suivi du PGN encodé pour l’URL montre la partie dans un cadre :',
  'embed.game.frame.src':
    'Ou `embed.html?src=` avec l’adresse d’un fichier PGN sur le même site que ces pages (ici le fichier d’exemple) :',
  'embed.game.frame.params':
    'Autres paramètres : `lang`, `orientation=black`, `game=2`. Un PGN absent ou illisible, ou un fichier d’un autre site, est refusé dans le cadre avec la raison.',
  'embed.cms.intro':
    'Beaucoup de systèmes de gestion de contenu retirent `<script>` et `<iframe>` des articles des auteurs. Ce qui marche où :',
  'embed.cms.wp.title': 'WordPress',
  'embed.cms.wp.text':
    'Installez l’extension : Extensions → Ajouter → Téléverser une extension, choisir `chess960.zip`, activer. Elle demande WordPress 6.1 ou plus récent. WordPress écrit alors les éléments lui-même, donc les Auteurs et les Contributeurs peuvent aussi s’en servir. Les codes courts : une position de départ, une partie écrite entre les balises, un fichier PGN de la médiathèque :',
  'embed.cms.wp.blocks':
    'Dans l’éditeur de blocs, la même chose existe en blocs « Chess960 position » et « Chess960 game », avec un aperçu et les réglages dans la barre latérale.',
  'embed.cms.wp.download': 'Télécharger l’extension WordPress (chess960.zip)',
  'embed.cms.joomla.title': 'Joomla',
  'embed.cms.joomla.text':
    'Il n’y a pas encore d’extension pour Joomla : un plugin de contenu remplacerait `{chess960 n="518"}` et `{chess960_game}…{/chess960_game}` dans les articles de la même façon. En attendant : l’image, ou un iframe là où le filtre de l’éditeur le permet.',
  'embed.cms.other.title': 'Autres systèmes',
  'embed.cms.other.text':
    'Dans les créateurs de sites et les autres systèmes, utilisez un bloc pour votre propre HTML (« HTML personnalisé », « Intégrer », « HTML/code ») : le widget et la visionneuse s’il permet les scripts, sinon les formes iframe ; si rien de cela n’est permis, l’image.',
};
