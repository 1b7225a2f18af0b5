/*
 * The French texts of the error codes (mirrors web/shared/error-text.js: every code of the
 * catalogue). Loaded by shared/i18n.js only when the page is shown in French; also kept as
 * window.Chess960ErrorText.fr like the German and English.
 */
(function (global) {
  'use strict';

  const texts = {
    ERR_INPUT_TOO_LONG: 'Le texte est trop long (100 000 caractères au plus).',
    ERR_NUMBER_RANGE: 'Ce n’est pas un numéro de position de départ : nombre entier de 0 à 959.',
    ERR_BACK_RANK:
      'Ce n’est pas une rangée de départ valable : huit pièces, fous sur des cases de couleurs différentes, roi entre les tours.',
    ERR_NOT_START_POSITION: 'Cette FEN n’est pas l’une des 960 positions de départ.',
    ERR_SEED: 'Cette graine n’est pas utilisable : donnez un texte ou un nombre.',
    ERR_TOURNAMENT_ROUNDS: 'Ce nombre de rondes n’est pas possible (1 à 960, et pas plus que de positions restantes).',
    ERR_TOURNAMENT_EXCLUDE: 'Seuls les numéros de 0 à 959 peuvent être exclus.',
    ERR_TOURNAMENT_NUMBERS: 'Les numéros ne correspondent pas aux rondes : trop ou trop peu, exclus ou répétés.',
    ERR_EVENT_SECRET: 'Le secret compte exactement 64 chiffres hexadécimaux (0–9, a–f).',
    ERR_EVENT_COMMITMENT:
      'L’engagement ne correspond pas : il doit compter 64 chiffres hexadécimaux et être le SHA-256 du secret.',
    ERR_EVENT_PUBLIC:
      'La valeur publique n’est pas un texte lisible (un demi-codet UTF-16 isolé ou des octets invalides). Veuillez la saisir à nouveau.',
    ERR_FEN_EMPTY: 'La FEN est vide.',
    ERR_FEN_FIELDS: 'Une FEN a 4 à 6 champs séparés par des espaces.',
    ERR_FEN_BOARD: 'L’échiquier de la FEN est mal formé : huit rangées de huit cases, séparées par « / ».',
    ERR_FEN_TURN: 'Une FEN indique le camp au trait par « w » ou « b ».',
    ERR_FEN_CASTLING:
      'Le champ du roque de la FEN contient un caractère inconnu (admis : « - », KQkq ou les colonnes A–H/a–h).',
    ERR_FEN_EP: 'Le champ de la prise en passant de la FEN est « - » ou une case de la 3e ou de la 6e rangée.',
    ERR_FEN_CLOCK: 'Les compteurs de coups d’une FEN sont des nombres entiers.',
    ERR_POSITION_KINGS: 'Chaque camp doit avoir exactement un roi.',
    ERR_POSITION_PAWNS_ON_BACKRANK: 'Aucun pion ne peut se trouver sur la 1re ou la 8e rangée.',
    ERR_POSITION_TOO_MANY_PIECES: 'Un camp ne peut pas avoir autant de pièces.',
    ERR_POSITION_CASTLING:
      'Un droit de roque ne correspond pas à la position : roi et tour ne sont pas sur la rangée de départ.',
    ERR_POSITION_EP: 'La case de prise en passant ne correspond pas à la position.',
    ERR_POSITION_OPPOSITE_CHECK: 'Le camp qui n’a pas le trait est en échec.',
    ERR_POSITION_IMPOSSIBLE_CHECK: 'Aucun coup n’a pu donner cet échec.',
    ERR_MOVE_SYNTAX: 'Ce n’est pas un coup. Exemples : Cf3, exd5, e8=D, O-O, g1f3.',
    ERR_MOVE_ILLEGAL: 'Ce coup n’est pas légal ici.',
    ERR_MOVE_AMBIGUOUS: 'Ce coup est ambigu : ajoutez la colonne ou la rangée de départ.',
    ERR_SQUARE: 'Ce n’est pas une case (a1 à h8).',
    ERR_GAME_OVER: 'La partie est terminée ; plus aucun coup n’est possible.',
    ERR_NO_DRAW_CLAIM: 'Aucune nulle ne peut être réclamée maintenant.',
    ERR_PLY_RANGE: 'Ce demi-coup ne fait pas partie de la partie.',
    ERR_PERFT_DEPTH: 'La profondeur perft doit être un nombre entier de 0 à 7.',
    ERR_PERFT_BUDGET:
      'Perft a compté plus de nœuds que permis : choisissez une profondeur plus petite ou un budget de nœuds plus grand.',
    ERR_GAME_DELETED: 'Cette partie n’existe plus.',
    ERR_PGN_EMPTY: 'Le texte ne contient aucune partie.',
    ERR_PGN_TAG: 'Une balise du PGN est mal formée ou désigne une autre variante d’échecs.',
    ERR_PGN_SYNTAX:
      'Le PGN est mal formé : un commentaire ou une variante n’est pas fermé, ou une parenthèse se trouve là où elle n’a pas sa place.',
    ERR_PGN_MOVE: 'Un coup du PGN ne peut pas être joué.',
    ERR_PGN_TOO_LARGE: 'Le fichier PGN dépasse 256 Mio. Veuillez le diviser en fichiers plus petits.',
    ERR_PGN_GAME_NUMBER: 'Le fichier ne contient pas cette partie.',
    ERR_PGN_DELETED: 'Le fichier PGN n’est plus chargé. Veuillez l’ouvrir à nouveau.',
    ERR_DRAW_METHOD: 'Cette méthode de tirage n’existe pas.',
    ERR_DRAW_VALUE: 'Cette valeur n’est pas possible à cette étape.',
    ERR_DRAW_REROLL: 'Cela ne donne aucune case : relancez le dé ou les pièces.',
    ERR_DRAW_FINISHED: 'Le tirage est déjà terminé.',
    ERR_DRAW_UNFINISHED: 'Le tirage n’est pas encore terminé.',
    ERR_DRAW_UNDO: 'Il n’y a rien à annuler.',
    ERR_DRAW_NOT_RANDOM: 'Cette méthode n’est pas aléatoire : elle n’a pas de distribution.',
    ERR_DRAW_DELETED: 'Ce tirage n’existe plus.',
    ERR_SAN_LETTERS: 'Jeu de lettres des pièces inconnu.',
    ERR_RANDOM_UNAVAILABLE: 'Ce navigateur n’a pas de source de hasard sûre.',
    ERR_MODULE_DAMAGED: 'Le module d’échecs (chess960.js) est endommagé. Veuillez recharger la page.',
    ERR_ENGINE_DELETED: 'Le moteur d’échecs a été arrêté. Veuillez recharger la page.',
    ERR_ENGINE_FAILED: 'Le moteur d’échecs n’a pas pu calculer. Veuillez recharger la page.',
  };
  if (global.Chess960ErrorText) global.Chess960ErrorText.fr = texts;
  global.Chess960Web.i18n.add({ fr: texts });
})(typeof window !== 'undefined' ? window : globalThis);
