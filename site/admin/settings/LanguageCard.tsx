import { useText } from '../i18n/text.ts';
import { LanguageSwitch } from '../session/LanguageSwitch.tsx';
import { Card, CardHeader } from '../ui/Card.tsx';

/** Settings → Language: the admin's language for this account, on any device, and its emails'. */
export function LanguageCard() {
  const text = useText();
  return (
    <Card>
      <CardHeader title={text.common.language} description={text.settings.languageDescription} />
      <div className="p-5">
        <LanguageSwitch hideLabel />
      </div>
    </Card>
  );
}
