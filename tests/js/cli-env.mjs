// The environment the CLI tests run the command line in: this process's, with the locale
// variables set to C, so that the text expected in English does not depend on the machine's
// language (the CLI takes its language from LC_ALL, LC_MESSAGES and LANG).
export const ENGLISH = { ...process.env, LC_ALL: '', LC_MESSAGES: '', LANG: 'C' };
