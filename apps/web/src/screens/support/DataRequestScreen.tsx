/**
 * The data-request form (spec §3 fields, §5 limits: email 30, first and last name 20, contact number
 * 20, details 100). Public: it is sent with the public API key, no sign-in needed. The reply's message
 * is shown once the request is in.
 */
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { request } from '../../api/request.js';
import { Field } from '../../components/Field.js';
import { selectUser, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import { messageShown } from '../../store/ui-slice.js';
import { localizeReply } from './replies.js';
import {
  DATA_REQUEST_LIMITS,
  type DataRequestField,
  type DataRequestValues,
  dataRequestBody,
  dataRequestProblems,
  type FieldProblem,
} from './rules.js';
import './support.css';

const EMPTY: DataRequestValues = {
  email: '',
  firstName: '',
  lastName: '',
  contactNumber: '',
  detail: '',
  description: '',
};

export function DataRequestScreen() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const descriptionId = useId();
  // The account's address as a start, unless it is longer than the form takes.
  const accountEmail = user?.email && user.email.length <= DATA_REQUEST_LIMITS.email ? user.email : '';
  const [values, setValues] = useState<DataRequestValues>({ ...EMPTY, email: accountEmail });
  const [problems, setProblems] = useState<Partial<Record<DataRequestField, FieldProblem>>>({});
  const [busy, setBusy] = useState(false);
  const [reply, setReply] = useState<string | null>(null);

  const errorOf = (field: DataRequestField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return t(`dataRequest.errors.${problem}`, { max: DATA_REQUEST_LIMITS[field] });
  };
  const set = (field: DataRequestField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (problems[field]) setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const text = (field: DataRequestField) => ({
    name: field,
    value: values[field],
    onChange: set(field),
    maxLength: DATA_REQUEST_LIMITS[field],
    error: errorOf(field),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = dataRequestProblems(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) {
      document.querySelector<HTMLElement>(`[data-testid=data-request-form] [name=${first}]`)?.focus();
      return;
    }
    setBusy(true);
    const answer = await dispatch(
      request('userDataRequest', { body: { requestInfo: dataRequestBody(values) } }),
    );
    setBusy(false);
    if (!answer) return;
    const shown = localizeReply(t, answer.message);
    setReply(shown);
    dispatch(messageShown(shown));
    setValues({ ...EMPTY, email: values.email });
  };

  return (
    <section className="screen support-screen" data-testid="data-request-screen">
      <Link className="back-link" to="/support">
        {t('dataRequest.back')}
      </Link>
      <h1>{t('dataRequest.title')}</h1>
      <p className="muted">{t('dataRequest.intro')}</p>
      {reply ? (
        <div className="card" data-testid="data-request-reply">
          <p className="notice" role="status">
            {reply}
          </p>
          <button type="button" className="btn" onClick={() => setReply(null)}>
            {t('dataRequest.another')}
          </button>
        </div>
      ) : (
        <form
          className="card form-grid"
          onSubmit={(event) => void submit(event)}
          noValidate
          data-testid="data-request-form"
        >
          <Field label={t('dataRequest.email')} type="email" autoComplete="email" {...text('email')} />
          <Field label={t('dataRequest.firstName')} autoComplete="given-name" {...text('firstName')} />
          <Field label={t('dataRequest.lastName')} autoComplete="family-name" {...text('lastName')} />
          <Field
            label={t('dataRequest.contactNumber')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...text('contactNumber')}
          />
          <div className="span-2">
            <Field label={t('dataRequest.detail')} hint={t('dataRequest.detailHint')} {...text('detail')} />
          </div>
          <div className={`field span-2${problems.description ? ' field-invalid' : ''}`}>
            <label htmlFor={descriptionId}>{t('dataRequest.description')}</label>
            <textarea
              id={descriptionId}
              name="description"
              rows={4}
              value={values.description}
              maxLength={DATA_REQUEST_LIMITS.description}
              onChange={(event) => set('description')(event.target.value)}
              aria-invalid={problems.description ? true : undefined}
            />
            {problems.description ? (
              <p className="field-error" role="alert">
                {errorOf('description')}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            className="btn btn-primary span-2"
            disabled={busy}
            data-testid="data-request-submit"
          >
            {t('dataRequest.send')}
          </button>
        </form>
      )}
    </section>
  );
}
