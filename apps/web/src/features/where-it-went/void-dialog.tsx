import { VOID_REASON_MAX } from '@tabang/shared';
import { type FormEvent, useState } from 'react';
import { TextArea } from '../../components/form/controls';
import { FormMessage } from '../../components/form/form-message';
import { Modal } from '../../components/modal';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { checkReason } from './rules';
import { type Problem, useProblemText } from './texts';

/**
 * Asks why before a gift or distribution is voided: nothing is deleted, the reason stays with the record. `onVoid`
 * sends it; a refusal (already voided: 409) is said in the dialog.
 */
export function VoidDialog({
  open,
  title,
  text,
  onClose,
  onVoid,
}: {
  open: boolean;
  title: string;
  text: string;
  onClose: () => void;
  onVoid: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const problemText = useProblemText();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const close = () => {
    setReason('');
    setProblem(undefined);
    setFailure(undefined);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = checkReason(reason);
    setProblem(found);
    if (found) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await onVoid(reason.trim());
      close();
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('whereItWentPages.saveFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={title} onClose={close}>
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <p className="text-stone-700">{text}</p>
        <TextArea
          label={t('whereItWentPages.voidReasonLabel')}
          value={reason}
          onChange={(change) => setReason(change.target.value)}
          maxLength={VOID_REASON_MAX}
          rows={3}
          error={problemText(problem)}
          required
        />
        {failure && <FormMessage kind="error">{failure}</FormMessage>}
        <div className="flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-outline" onClick={close}>
            {t('whereItWentPages.voidCancel')}
          </button>
          <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" aria-busy={busy}>
            {t('whereItWentPages.voidConfirm')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
