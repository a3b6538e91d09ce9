import { useState, type SyntheticEvent } from 'react';
import { Button } from '@/components/Button/Button';
import { Dialog } from '@/components/Dialog/Dialog';
import { TextField } from '@/components/Form/TextField';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { checkBlendName, maxBlendNameLength } from '@/features/blends/model/validation';

interface BlendNameDialogProps {
  open: boolean;
  title: string;
  initialName: string;
  working: boolean;
  /** The server's field message key for the name (`required`, `tooLong`), if it refused it. */
  serverError?: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Asks for the blend's name; its button stays disabled while the name is empty (spec). */
export function BlendNameDialog({ open, title, initialName, working, serverError, onSave, onCancel }: BlendNameDialogProps) {
  const t = useT();
  const [name, setName] = useState(initialName);
  const problem = checkBlendName(name);
  const shownProblem = problem === 'tooLong' ? problem : serverError;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!problem && !working) onSave(name.trim());
  };
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      dismissible={!working}
      footer={
        <>
          <Button onClick={onCancel} disabled={working}>
            {t('members.cancel')}
          </Button>
          <Button variant="primary" type="submit" form="blender-name-form" disabled={problem !== undefined} loading={working}>
            {t('blender.save')}
          </Button>
        </>
      }
    >
      <form id="blender-name-form" onSubmit={submit}>
        <TextField
          label={t('members.blendName')}
          value={name}
          maxLength={maxBlendNameLength * 2}
          autoComplete="off"
          error={shownProblem && fieldErrorMessage(t, shownProblem)}
          onChange={(event) => {
            setName(event.target.value);
          }}
        />
      </form>
    </Dialog>
  );
}
