import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useParams } from '@/lib/router/Router';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/Form/TextField';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { useToast } from '@/components/Toast/toast-context';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { groupQuery, uploadLogo, type GroupProfile } from '@/features/groups/api/group';
import { logoProblem } from '@/features/groups/model/logo-rules';
import './GroupPage.css';

/**
 * The company logo upload: /groups/{groupUri}/logo, for administrators and the company's CTA
 * managers. The file is checked here for type and size with the server's rules and keys; the
 * server checks again from the image's own bytes.
 */
export function GroupLogoPage() {
  return <RequireSignIn>{() => <LogoScreen />}</RequireSignIn>;
}

function LogoScreen() {
  const t = useT();
  const { groupUri = '' } = useParams();
  const { data: group, error, isPending } = useQuery(groupQuery(groupUri));
  if ((error instanceof ApiError && error.status === 404) || (group && !group.canEdit)) return <LostPage />;
  return (
    <Page title={t('screens.groupLogo')}>
      {error ? <ErrorAlert error={error} /> : isPending ? <Spinner /> : <LogoForm group={group} />}
    </Page>
  );
}

function LogoForm({ group }: { group: GroupProfile }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const [failure, setFailure] = useState<unknown>();
  const [working, setWorking] = useState(false);

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    const found = file ? logoProblem(file) : 'required';
    setProblem(found);
    setFailure(undefined);
    if (found || !file) return;
    setWorking(true);
    try {
      await uploadLogo(group.groupUri, file);
      await queryClient.invalidateQueries({ queryKey: ['groups', group.groupUri] });
      toast.show(t('toast.logoUpdated'), { variant: 'success' });
    } catch (error) {
      const key = error instanceof ApiError ? error.fields.logo : undefined;
      if (key) setProblem(key);
      else setFailure(error);
    } finally {
      setWorking(false);
    }
  };

  return (
    <form className="group-logo" onSubmit={(event) => void submit(event)} noValidate>
      <figure className="group-logo__current">
        {group.logoUrl ? (
          <img
            className="group-profile__logo"
            src={group.logoUrl}
            alt={t('group.logoAlt', { name: group.groupName })}
            width={96}
            height={96}
          />
        ) : (
          <p>{t('group.logoNone')}</p>
        )}
        <figcaption>{t('group.logoCurrent')}</figcaption>
      </figure>
      {failure !== undefined && <ErrorAlert error={failure} />}
      <TextField
        type="file"
        label={t('group.logoFile')}
        hint={t('group.logoHint')}
        accept="image/png,image/jpeg,image/gif,image/webp"
        error={problem && fieldErrorMessage(t, problem)}
        onChange={(event) => {
          setFile(event.target.files?.[0]);
          setProblem(undefined);
        }}
      />
      <Button type="submit" variant="primary" loading={working} disabled={working}>
        {t('group.logoUpload')}
      </Button>
    </form>
  );
}
