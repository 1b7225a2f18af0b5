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
  'embed.cms.text':
    'Beaucoup de systèmes de gestion de contenu retirent `<script>` et `<iframe>` des articles. Utilisez alors l’image (façon 3). Dans WordPress, le widget fonctionne dans un bloc « HTML personnalisé » si votre rôle permet d’ajouter des scripts ; dans Joomla, utilisez un mode d’éditeur « HTML/code » sans filtrage.',
  'embed.lib.title': 'Pour les développeurs : la bibliothèque',
  'embed.lib.text':
    "Les règles et la numérotation de ces pages existent en paquet npm pour vos propres programmes : tant qu’il n’est pas publié sur npm, construisez-le depuis ce projet avec `npm run package` (il écrit `build-pkg/chess960-<version>.tgz`) et installez ce fichier avec `npm install chemin/vers/chess960-<version>.tgz` ; une fois publié, `npm install chess960`. Puis `import { createChess960 } from 'chess960'` (Node, bundlers, navigateurs, workers ; le WebAssembly est dans le paquet, rien n’est téléchargé). Le widget y est `chess960/widget`.",
  'embed.lib.link': 'Référence et exemples de la bibliothèque',
  'embed.frame.heading': 'Position de départ Chess960 {n}',
  'embed.frame.open': 'Ouvrir dans Échecs 960 ↗',
};
