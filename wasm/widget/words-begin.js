  // ---- the words: the translator (web/shared/i18n.js), the shared words (web/shared/strings.js),
  // the one start-number reader (web/shared/start-number.js) and the widget's own words
  // (web/widget/strings.js), concatenated here at build time. Their private `window` has no
  // document, storage or address: the translator changes nothing on the host page, and each
  // element sets the language it speaks before it asks for a text.
  var wordsWeb = (function () {
    var window = {};
