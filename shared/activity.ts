import { type ActivityFacts, isActivityAction } from './activity-actions.ts';
import { apiMessages } from './messages/api-messages.ts';
import type { ContentLocale } from './site-content/locales.ts';

/** One plain sentence per record, as the activity page shows it ("Mona approved Karim Adel"): the entry of its action in the language's dictionary. */
export const activitySentence = (facts: ActivityFacts, lang: ContentLocale = 'en'): string => {
  const { activity } = apiMessages[lang];
  return isActivityAction(facts.action) ? activity.sentences[facts.action](facts) : activity.unknownActionSentence(facts);
};
