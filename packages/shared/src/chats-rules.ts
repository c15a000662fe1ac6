/** The longest chat message, in characters (UTF-16 units, as a text field counts them). */
export const chatMessageMaxLength = 500;
