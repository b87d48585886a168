import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

/**
 * zxcvbn's estimate with its common dictionary: the most used passwords, common words of passphrases and
 * keyboard patterns (decision 002). The English dictionaries are left out: four times the size, for names
 * and words that the length rule and the common list already make costly to guess. Loaded only where a
 * password is chosen (register, reset, change): never by a public page or the sign-in screen.
 */
let checker: ZxcvbnFactory | undefined;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/** 0 (among the most common, under a thousand guesses) to 4 (strong); the rules never accept more than 128 characters. */
export const passwordScore = (password: string): PasswordScore => {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker.check(password.slice(0, 128)).score;
};

/** A password a guesser tries first: refused with "This password is too common. Choose another one." */
export const isTooCommon = (password: string) => passwordScore(password) === 0;
