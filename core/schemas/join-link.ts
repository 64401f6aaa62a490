// Where an invitation's link opens the app: /join?code=… Apart from the members' zod schemas, so
// the app's routes (in the entry script) name the Join page without bringing zod in.

/** The query parameter carrying the invitation's code. */
export const JOIN_CODE_PARAM = 'code';
/** The app's Join page. */
export const JOIN_PATH = '/join';
