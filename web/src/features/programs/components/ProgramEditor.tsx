import { useEffect, useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { ConflictAlert, isConflict } from '@/components/Conflict/ConflictAlert';
import type { SelectOption } from '@/components/Form/SelectField';
import { isEdited } from '@/components/UnsavedChanges/edited';
import { useUnsavedChanges } from '@/components/UnsavedChanges/use-unsaved-changes';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { standingServerErrors, type RefusedRequest } from '@/lib/field-paths';
import { useReferenceData, type ReferenceData } from '@/lib/reference-data';
import type { SaveProgram } from '@/features/programs/api/program-form';
import { toProgramInput, type ProgramDraft } from '@/features/programs/model/program-draft';
import { sectionOfPath, summaryEntries, type ProgramSection } from '@/features/programs/model/program-sections';
import { ProgramForm } from './ProgramForm';
import { ProgramSummary } from './ProgramSummary';
import { useFrequencyTypes } from '@/features/programs/hooks/use-frequency-types';
import { draftErrors, validateSaveProgram, type KnownChoices } from '@/features/programs/model/validate-program';

export interface ProgramEditorProps {
  initial: ProgramDraft;
  /** The stored platforms, for Platform Managers in edit mode; null: no platform section. */
  initialPlatformIds: readonly number[] | null;
  canChangeStatus: boolean;
  groupOptions?: readonly SelectOption[];
  submitLabel: string;
  /** Sends the request; a rejection with the server's field errors is shown on the form. */
  onSave: (body: SaveProgram) => Promise<void>;
  /** Edit mode: fetches the stored version after a save lost to a newer one (`conflict`). */
  onReload?: () => void;
}

/** The server's field paths as the body's: it may name a program field without `program.`. */
export function bodyPaths(fields: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([path, key]) => [
      path === 'acceptedAgreement' || path === 'platformIds' || path.startsWith('program.') ? path : `program.${path}`,
      key,
    ]),
  );
}

function knownChoices(reference: ReferenceData | undefined, frequencies: ReturnType<typeof useFrequencyTypes>): KnownChoices {
  const ids = (items: readonly { id: number }[] | undefined) => items?.map((item) => item.id);
  return {
    programStatusIds: ids(reference?.programStatuses),
    programTypeIds: ids(reference?.programTypes),
    membershipStatusIds: ids(reference?.membershipStatuses),
    currencies: reference?.currencies.map((item) => item.code),
    subscriptionFrequencyTypeIds: ids(frequencies.subscription),
    redemptionFrequencyTypeIds: ids(frequencies.redemption),
    investorRequirementTypeIds: ids(reference?.investorRequirementTypes),
    sectorFocusTypeIds: ids(reference?.sectorFocusTypes),
    shareTypeIds: {
      methodologies: ids(reference?.methodologyTypes),
      allocationStrategies: ids(reference?.allocationStrategyTypes),
      compositions: ids(reference?.compositionTypes),
      holdings: ids(reference?.holdingPeriodTypes),
    },
    platformIds: ids(reference?.platforms),
  };
}

/**
 * The program form with its rules, error summary, certification and Save: the add and edit screens
 * give it the starting values and what to do with the request.
 */
export function ProgramEditor({
  initial,
  initialPlatformIds,
  canChangeStatus,
  groupOptions,
  submitLabel,
  onSave,
  onReload,
}: ProgramEditorProps) {
  const t = useT();
  const reference = useReferenceData().data;
  const frequencies = useFrequencyTypes();
  const [draft, setDraft] = useState(initial);
  const [platformIds, setPlatformIds] = useState(initialPlatformIds);
  const [certified, setCertified] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [refused, setRefused] = useState<RefusedRequest | null>(null);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<ProgramSection>>(new Set());
  // A summary link's target, focused once its section is open again.
  const [jumpTo, setJumpTo] = useState<{ id: string } | null>(null);
  // While a save runs, the screen may move on (to the new program's page).
  const unsaved = useUnsavedChanges(
    !working && (isEdited(draft, initial) || isEdited(platformIds, initialPlatformIds)),
  );

  const body: SaveProgram = {
    program: toProgramInput(draft),
    acceptedAgreement: certified,
    platformIds: platformIds ? [...platformIds] : null,
    // Set by the edit page from the form it loaded; adding a program has none.
    version: null,
  };
  const clientErrors = { ...validateSaveProgram(body, knownChoices(reference, frequencies)), ...draftErrors(draft) };
  const errors: Record<string, string | undefined> = {
    ...standingServerErrors(refused, body),
    ...(attempt > 0 ? clientErrors : {}),
  };

  useEffect(() => {
    if (!jumpTo) return;
    const target = document.getElementById(jumpTo.id);
    // A list's total points at the list; its first input is where to type.
    const control = target instanceof HTMLFieldSetElement ? (target.querySelector('input') ?? target) : target;
    control?.scrollIntoView({ block: 'center' });
    control?.focus();
  }, [jumpTo]);

  const openSectionsOf = (paths: readonly string[], request: SaveProgram) => {
    const inError = new Set(paths.flatMap((path) => sectionOfPath(path, request) ?? []));
    setCollapsed((previous) => new Set([...previous].filter((section) => !inError.has(section))));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempt((count) => count + 1);
    setFailure(null);
    setConflict(null);
    if (Object.keys(clientErrors).length > 0) {
      openSectionsOf(Object.keys(clientErrors), body);
      return;
    }
    setWorking(true);
    try {
      await onSave(body);
      // Spec: each save needs a fresh certification.
      setCertified(false);
      setRefused(null);
      setAttempt(0);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        const fields = bodyPaths(error.fields);
        setRefused({ body, fields });
        openSectionsOf(Object.keys(fields), body);
      } else if (isConflict(error) && onReload) {
        setConflict(error);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      } else {
        setFailure(errorMessageKey(error));
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }
    } finally {
      setWorking(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      {unsaved.notice}
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      {conflict && onReload && <ConflictAlert error={conflict} onReload={onReload} />}
      <ProgramForm
        draft={draft}
        onChange={setDraft}
        body={body}
        errors={errors}
        canChangeStatus={canChangeStatus}
        groupOptions={groupOptions}
        platformIds={platformIds}
        onPlatformIdsChange={setPlatformIds}
        certified={certified}
        onCertifiedChange={setCertified}
        isOpen={(section) => !collapsed.has(section)}
        onToggle={(section) => {
          setCollapsed((previous) => {
            const next = new Set(previous);
            if (!next.delete(section)) next.add(section);
            return next;
          });
        }}
      />
      <ProgramSummary
        entries={summaryEntries(errors, body)}
        onJump={(entry, section) => {
          setCollapsed((previous) => new Set([...previous].filter((open) => open !== section)));
          setJumpTo({ id: entry.targetId });
        }}
      />
      {/* The spec's program form: saving needs the certification first. */}
      <Button type="submit" variant="primary" disabled={!certified} loading={working}>
        {working ? t('common.working') : submitLabel}
      </Button>
    </form>
  );
}
