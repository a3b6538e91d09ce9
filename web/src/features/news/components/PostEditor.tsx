import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { SelectField } from '@/components/Form/SelectField';
import { TextAreaField } from '@/components/Form/TextAreaField';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { LostPage } from '@/components/LostPage/LostPage';
import { Spinner } from '@/components/Spinner/Spinner';
import { useToast } from '@/components/Toast/toast-context';
import { languages, type Lang } from '@/config/languages';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { ApiError } from '@/lib/errors';
import { useNavigate } from '@/lib/router/Router';
import { useForm } from '@/lib/use-form';
import { createPost, postQuery, postsKey, updatePost, type PostDetail } from '../api/posts';
import { draftOf, emptyDraft, inputOf, postBounds, postPath, validatePost, type PostDraft } from '../model/post';
import { CompanyPicker } from './CompanyPicker';
import '@/components/ProfileForm/ProfileForm.css';

/** A post to write (no id) or to change, loaded first. */
export function PostEditor({ postId }: { postId: number | undefined }) {
  const lang = useLang();
  const valid = postId === undefined || (Number.isSafeInteger(postId) && postId > 0);
  const { data, error } = useQuery({ ...postQuery(postId ?? 0), enabled: postId !== undefined && valid });
  if (!valid || (error instanceof ApiError && error.status === 404)) return <LostPage />;
  if (error) return <ErrorAlert error={error} />;
  if (postId !== undefined && data === undefined) return <Spinner />;
  return <PostForm postId={postId} initial={data === undefined ? emptyDraft(lang) : draftOf(data)} post={data} />;
}

const languageLabels: Readonly<Record<Lang, MessageKey>> = { en: 'news.languageEn', 'zh-hans': 'news.languageZh' };

function PostForm({ postId, initial, post }: { postId: number | undefined; initial: PostDraft; post: PostDetail | undefined }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm(initial, validatePost);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { values } = form;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit()) return;
    setWorking(true);
    try {
      const input = inputOf(values);
      let saved = postId;
      if (saved === undefined) saved = (await createPost(input)).postId;
      else await updatePost(saved, input);
      await queryClient.invalidateQueries({ queryKey: postsKey });
      toast.show(t('news.saved'));
      navigate(localizePath(lang, postPath(saved)));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed' && form.showServerErrors(error.fields)) return;
      setFailure(errorMessageKey(error));
    } finally {
      setWorking(false);
    }
  };

  const text = (field: 'title' | 'link', label: MessageKey, max: number, hint?: MessageKey) => (
    <TextField
      id={form.fieldId(field)}
      label={t(label)}
      name={field}
      required={field === 'title'}
      type={field === 'link' ? 'url' : 'text'}
      maxLength={max}
      hint={hint === undefined ? undefined : t(hint)}
      value={values[field]}
      error={form.error(field)}
      onChange={(event) => { form.set(field, event.target.value); }}
    />
  );

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h2>{postId === undefined ? t('news.write') : t('news.editTitle', { title: post?.title ?? '' })}</h2>
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      <SelectField
        id={form.fieldId('language')}
        label={t('news.language')}
        name="language"
        required
        options={languages.map((code) => ({ value: code, label: t(languageLabels[code]) }))}
        value={values.language}
        error={form.error('language')}
        onChange={(event) => { form.set('language', event.target.value === 'zh-hans' ? 'zh-hans' : 'en'); }}
      />
      {text('title', 'news.title', postBounds.title)}
      <TextAreaField
        id={form.fieldId('summary')}
        label={t('news.summary')}
        name="summary"
        rows={3}
        maxLength={postBounds.summary}
        value={values.summary}
        error={form.error('summary')}
        onChange={(event) => {
          form.set('summary', event.target.value);
        }}
      />
      {text('link', 'news.link', postBounds.link, 'news.linkHint')}
      <TextAreaField
        id={form.fieldId('body')}
        label={t('news.body')}
        name="body"
        rows={14}
        maxLength={postBounds.body}
        hint={t('news.bodyHint')}
        value={values.body}
        error={form.error('body')}
        onChange={(event) => { form.set('body', event.target.value); }}
      />
      <CompanyPicker
        id={form.fieldId('groupIds')}
        chosen={values.groupIds}
        error={form.error('groupIds')}
        onChange={(companies) => { form.set('groupIds', companies); }}
      />
      <div className="profile-form__actions">
        <Button type="submit" variant="primary" loading={working}>
          {working ? t('common.working') : t('news.publish')}
        </Button>
        <LangLink to={`${paths.admin}/news`}>{t('news.backToList')}</LangLink>
      </div>
    </form>
  );
}
