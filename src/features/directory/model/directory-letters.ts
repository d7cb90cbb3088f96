/** The A-Z bar's letters: A-Z, and '#' for names that start with a digit or symbol. */
export const DIRECTORY_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;
export type DirectoryLetter = (typeof DIRECTORY_LETTERS)[number];
