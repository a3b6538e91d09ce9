import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { useParams } from '@/lib/router/Router';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { ConflictAlert, isConflict } from '@/components/Conflict/ConflictAlert';
import { Button } from '@/components/Button/Button';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { useToast } from '@/components/Toast/toast-context';
import { isEdited } from '@/components/UnsavedChanges/edited';
import { useUnsavedChanges } from '@/components/UnsavedChanges/use-unsaved-changes';
import { programPath } from '@/config/paths';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { mayEditGroup, useSession } from '@/lib/session';
import { loadEngine, useEngine, type EngineState } from '@/lib/engine';
import {
  returnsQuery,
  saveReturns,
  uploadReturns,
  type MonthEntry,
  type ProgramReturns,
  type SavedReturns,
} from '@/features/programs/api/returns';
import {
  currentMonthOf,
  defaultYear,
  earliestInception,
  gridErrorKeyOf,
  gridFromMonths,
  gridMonths,
  inceptionMonthOf,
  inceptionProblem,
  todayOf,
  withCell,
  withInception,
  yearOptions,
  type Grid,
  type GridErrors,
  type Today,
} from '@/features/programs/model/performance-model';
import { carorTypeOf, maxCsvBytes, previewCsv, type CsvPreview, type CsvRefusal } from '@/features/programs/model/performance-preview';
import { CsvProblems, PerformancePreview } from '@/features/programs/components/PerformancePreview';
import { PerformanceGrid } from '@/features/programs/components/PerformanceGrid';
import { programQuery, type ProgramDetail } from '@/features/programs/api/program';
import { RevisionList } from '@/features/programs/components/RevisionList';
import './program.css';
import './performance.css';

/**
 * A program's monthly performance entry: /groups/{groupUri}/programs/{programUri}/performance,
 * for administrators and the program's CTA managers (the server answers 404 to anyone else).
 * Months are typed in a twelve-month grid and saved together, or read from a CSV file that the
 * browser parses and previews with the server's own parser before the same file is uploaded.
 */
export function ProgramPerformancePage() {
  return <RequireSignIn>{() => <PerformanceScreen />}</RequireSignIn>;
}

function PerformanceScreen() {
  const t = useT();
  const { groupUri = '', programUri = '' } = useParams();
  const session = useSession();
  const program = useQuery(programQuery(groupUri, programUri));
  const returns = useQuery(returnsQuery(groupUri, programUri));
  const error = program.error ?? returns.error;
  const notFound = [program.error, returns.error].some((e) => e instanceof ApiError && e.status === 404);
  if (notFound || (program.data && !mayEditGroup(session, program.data.groupId))) return <LostPage />;
  return (
    <Page
      title={t('screens.programPerformance')}
      subtitle={
        program.data && (
          <LangLink to={programPath(program.data.groupUri, program.data.programUri)}>{program.data.programName}</LangLink>
        )
      }
    >
      {error ? (
        <ErrorAlert error={error} />
      ) : program.data && returns.data ? (
        <>
          {/* A new version (a save, or a reload after a conflict) starts the form afresh from it. */}
          <PerformanceForm key={returns.data.version} program={program.data} stored={returns.data} />
          <RevisionList groupUri={groupUri} programUri={programUri} />
        </>
      ) : (
        <Spinner />
      )}
    </Page>
  );
}

interface FieldProblems {
  dateInception?: string;
  acceptedAgreement?: string;
}

function PerformanceForm({ program, stored }: { program: ProgramDetail; stored: ProgramReturns }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const engine = useEngine();
  // The form's notion of today is fixed while it is open: the year list and month bounds stay put.
  const [today] = useState<Today>(() => todayOf(new Date()));
  const currentMonth = currentMonthOf(today);
  const [inception, setInception] = useState(stored.dateInception ?? '');
  const [storedGrid] = useState<Grid>(() => gridFromMonths(stored.months));
  const [grid, setGrid] = useState(storedGrid);
  const [year, setYear] = useState(() => defaultYear(today));
  const [certified, setCertified] = useState(false);
  const [preview, setPreview] = useState<CsvPreview | null>(null);
  // Changing the key empties the file input after a save or when the file is discarded.
  const [fileKey, setFileKey] = useState(0);
  const [gridErrors, setGridErrors] = useState<GridErrors>({});
  const [problems, setProblems] = useState<FieldProblems>({});
  // A file refused before it reached the preview (too large to read) or by the server.
  const [csvRefusal, setCsvRefusal] = useState<CsvRefusal | null>(null);
  const [failure, setFailure] = useState<unknown>();
  const [conflict, setConflict] = useState<ApiError | null>(null);
  const [working, setWorking] = useState(false);
  // A chosen file counts as an edit: its months are not stored until saved.
  const unsaved = useUnsavedChanges(
    !working && (preview !== null || inception !== (stored.dateInception ?? '') || isEdited(grid, storedGrid)),
  );

  const inceptionMonth = inceptionMonthOf(inception, today);
  const storedMonths = stored.months;
  const fileHasErrors = preview !== null && preview.errors.length > 0;

  const changeInception = (value: string) => {
    setInception(value);
    setProblems((current) => ({ ...current, dateInception: undefined }));
    const month = inceptionMonthOf(value, today);
    if (month !== null) setGrid((current) => withInception(current, month));
  };

  const chooseFile = async (file: File | undefined) => {
    setCsvRefusal(null);
    setFailure(undefined);
    if (!file) {
      setPreview(null);
      return;
    }
    if (file.size > maxCsvBytes) {
      // Not read at all: the server refuses it unread too.
      setPreview(null);
      setCsvRefusal({ problems: [{ row: null, column: null, code: 'file_too_large', message: '' }], count: 1 });
      return;
    }
    try {
      const [text, loaded] = await Promise.all([file.text(), loadEngine()]);
      setPreview(previewCsv(loaded, { text, fileName: file.name }, today, storedMonths, carorTypeOf(program.carorType)));
    } catch (error) {
      setPreview(null);
      setFailure(error);
    }
  };

  const discardFile = () => {
    setPreview(null);
    setCsvRefusal(null);
    setFileKey((key) => key + 1);
  };

  const saved = async (result: SavedReturns) => {
    queryClient.setQueryData(returnsQuery(program.groupUri, program.programUri).queryKey, result.returns);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['groups', program.groupUri] }),
      queryClient.invalidateQueries({ queryKey: ['listings'] }),
      queryClient.invalidateQueries({ queryKey: ['compare-series'] }),
    ]);
    setInception(result.returns.dateInception ?? '');
    setGrid(gridFromMonths(result.returns.months));
    setPreview(null);
    setFileKey((key) => key + 1);
    setGridErrors({});
    setProblems({});
    setCertified(false);
    toast.show(t('toast.performanceSaved'), { variant: 'success' });
  };

  const saveFile = async (file: CsvPreview) => {
    try {
      await saved(await uploadReturns(program.groupUri, program.programUri, file.text, stored.version));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'invalid_csv') setCsvRefusal({ problems: error.errors, count: error.errorCount });
      else if (isConflict(error)) setConflict(error);
      else setFailure(error);
    }
  };

  const saveGrid = async () => {
    const dateProblem = inceptionProblem(inception, today);
    const { months, errors } = gridMonths(grid, inceptionMonth, currentMonth);
    setProblems({ dateInception: dateProblem });
    setGridErrors(errors);
    if (dateProblem || Object.keys(errors).length > 0) return;
    try {
      await saved(
        await saveReturns(program.groupUri, program.programUri, {
          dateInception: inception,
          months,
          acceptedAgreement: certified,
          version: stored.version,
        }),
      );
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) showFieldErrors(error.fields, months);
      else if (isConflict(error)) setConflict(error);
      else setFailure(error);
    }
  };

  const showFieldErrors = (fields: Readonly<Record<string, string>>, sent: readonly MonthEntry[]) => {
    const cells: Record<string, string> = {};
    for (const [path, key] of Object.entries(fields)) {
      const cell = gridErrorKeyOf(path, sent);
      if (cell) cells[cell] = key;
    }
    setGridErrors(cells);
    setProblems({ dateInception: fields.dateInception, acceptedAgreement: fields.acceptedAgreement });
    if (Object.keys(cells).length === 0 && !fields.dateInception && !fields.acceptedAgreement) {
      setFailure(new ApiError({ code: 'validation_failed', message: 'validation failed', status: 422 }));
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setFailure(undefined);
    setConflict(null);
    setCsvRefusal(null);
    if (!certified) {
      setProblems((current) => ({ ...current, acceptedAgreement: 'mustCertify' }));
      return;
    }
    setWorking(true);
    try {
      if (preview) await saveFile(preview);
      else await saveGrid();
    } finally {
      setWorking(false);
    }
  };

  return (
    <form className="performance-form" onSubmit={(event) => void submit(event)} noValidate>
      {unsaved.notice}
      <section className="performance-section" aria-labelledby="performance-general">
        <h2 id="performance-general">{t('performance.generalData')}</h2>
        <TextField
          type="date"
          label={t('performance.inception')}
          hint={t('performance.inceptionHint')}
          required
          min={earliestInception}
          max={today.date}
          value={inception}
          disabled={preview !== null}
          error={problems.dateInception && fieldErrorMessage(t, problems.dateInception)}
          onChange={(event) => {
            changeInception(event.target.value);
          }}
        />
        <TextField
          key={fileKey}
          type="file"
          label={t('performance.csvFile')}
          hint={t('performance.csvHint')}
          accept=".csv,text/csv"
          onChange={(event) => void chooseFile(event.target.files?.[0])}
        />
        <TemplateLink engine={engine} />
      </section>

      <section className="performance-section" aria-labelledby="performance-data">
        <h2 id="performance-data">{t('performance.data')}</h2>
        {preview ? (
          <>
            <PerformancePreview preview={preview} />
            <p className="performance-note">{t('performance.fileReplaces')}</p>
            <Button onClick={discardFile}>{t('performance.discardFile')}</Button>
          </>
        ) : (
          <PerformanceGrid
            grid={grid}
            errors={gridErrors}
            year={year}
            years={yearOptions(today)}
            inceptionMonth={inceptionMonth}
            currentMonth={currentMonth}
            onYearChange={setYear}
            onCellChange={(month, patch) => {
              setGrid((current) => withCell(current, month, patch));
            }}
          />
        )}
      </section>

      {csvRefusal && <CsvProblems problems={csvRefusal.problems} count={csvRefusal.count} />}
      {failure !== undefined && <ErrorAlert error={failure} />}
      {conflict && (
        <ConflictAlert
          error={conflict}
          onReload={() =>
            void queryClient.invalidateQueries({ queryKey: returnsQuery(program.groupUri, program.programUri).queryKey })
          }
        />
      )}
      {Object.keys(gridErrors).length > 0 && (
        <p role="alert" className="field__error">
          {t('performance.gridHasErrors')}
        </p>
      )}
      <CheckboxField
        label={t('performance.certify')}
        checked={certified}
        error={problems.acceptedAgreement && fieldErrorMessage(t, problems.acceptedAgreement)}
        onChange={(event) => {
          setCertified(event.target.checked);
          setProblems((current) => ({ ...current, acceptedAgreement: undefined }));
        }}
      />
      <Button type="submit" variant="primary" loading={working} disabled={working || fileHasErrors}>
        {t('performance.save')}
      </Button>
    </form>
  );
}

/** The sample file, made by the engine so it always matches what the parser reads. */
function TemplateLink({ engine }: { engine: EngineState }) {
  const t = useT();
  if (engine.status !== 'ready') return null;
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(engine.engine.performanceTemplateCsv())}`;
  return (
    <p>
      <a href={href} download="performance-template.csv">
        {t('performance.template')}
      </a>
    </p>
  );
}
