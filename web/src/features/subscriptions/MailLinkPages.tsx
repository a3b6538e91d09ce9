import { useState } from 'react';
import type { components } from '@/api/schema';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { useSearchParams } from '@/lib/router/Router';
import { confirmNewsletter, unsubscribe } from './api';
import './mail-links.css';

type MailListChange = components['schemas']['MailListChange'];

interface MailLinkActionProps {
  titleKey: MessageKey;
  introKey: MessageKey;
  actionKey: MessageKey;
  send: (token: string) => Promise<MailListChange>;
  done: (change: MailListChange) => { key: MessageKey; showsProfile: boolean };
}

/**
 * A mailed link's page: it acts only when the reader presses its button, so a mail scanner that
 * opens links does not confirm or unsubscribe anyone. No sign-in is needed: the link's token
 * says who.
 */
function MailLinkAction({ titleKey, introKey, actionKey, send, done }: MailLinkActionProps) {
  const t = useT();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(token === '' ? 'errors.invalid_link' : null);
  const [result, setResult] = useState<MailListChange | null>(null);

  const onAct = async () => {
    setFailure(null);
    setWorking(true);
    try {
      setResult(await send(token));
    } catch (error) {
      setFailure(errorMessageKey(error));
    } finally {
      setWorking(false);
    }
  };

  if (result) {
    const { key, showsProfile } = done(result);
    return (
      <Page title={t(titleKey)}>
        <Alert variant="success">{t(key, { email: result.email })}</Alert>
        <p className="mail-link__next">
          {showsProfile ? (
            <LangLink to={paths.profile}>{t('mailLinks.changeInProfile')}</LangLink>
          ) : (
            <LangLink to={paths.home}>{t('mailLinks.browsePrograms')}</LangLink>
          )}
        </p>
      </Page>
    );
  }

  return (
    <Page title={t(titleKey)}>
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      {token !== '' && (
        <>
          <p>{t(introKey)}</p>
          <Button variant="primary" loading={working} onClick={() => void onAct()}>
            {working ? t('common.working') : t(actionKey)}
          </Button>
        </>
      )}
    </Page>
  );
}

/** `/newsletter/confirm?token=…`: the newsletter's double opt-in. */
export function NewsletterConfirmPage() {
  return (
    <MailLinkAction
      titleKey="screens.newsletterConfirm"
      introKey="mailLinks.confirmIntro"
      actionKey="mailLinks.confirm"
      send={confirmNewsletter}
      done={() => ({ key: 'mailLinks.confirmed', showsProfile: false })}
    />
  );
}

/** `/unsubscribe?token=…`: leaves the newsletter or stops new-program alerts. */
export function UnsubscribePage() {
  return (
    <MailLinkAction
      titleKey="screens.unsubscribe"
      introKey="mailLinks.unsubscribeIntro"
      actionKey="mailLinks.unsubscribe"
      send={unsubscribe}
      done={(change) =>
        change.list === 'newProgramAlerts'
          ? { key: 'mailLinks.alertsStopped', showsProfile: true }
          : { key: 'mailLinks.newsletterLeft', showsProfile: false }
      }
    />
  );
}
