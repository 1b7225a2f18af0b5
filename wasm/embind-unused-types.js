// A JS library for the chess960.js link (--js-library): Embind registers wide strings, typed-
// array views and emscripten::val for every module, but no bound function here takes or returns
// them (every answer is a std::string). These no-op registrations keep their converters (UTF-16/
// UTF-32 coders, view readers, the val handle table; about 0.6 KB gzip) out of the shipped file. A binding that used those types
// would fail at load time with Embind's "unbound types" error, not silently.
mergeInto(LibraryManager.library, {
  _embind_register_std_wstring: function (rawType, charSize, name) {},
  _embind_register_memory_view: function (rawType, dataTypeIndex, name) {},
  _embind_register_emval: function (rawType, name) {},
});
