/**
 * Buying one product: the payment choice (spec §2: credit card, PayPal, Apple Pay, Google Pay), then the
 * checkout. With the sandbox provider the test payment page is this dialog's second step (Success, Pending,
 * Failure); another provider's checkout_url is opened instead. The reply's purchase decides what follows:
 * succeeded stores the new balances (they animate) with the success sound and haptic, pending shows spec §8's
 * pending text with a way to check again, failed shows the payment error and offers the choice again.
 */
import type {
  PaymentMethod,
  PaymentProviderName,
  Product,
  Purchase,
  SandboxOutcome,
  UserData,
} from '@cardroom/protocol';
import { SANDBOX_OUTCOMES } from '@cardroom/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors.js';
import { describeError } from '../../api/handle-error.js';
import { request } from '../../api/request.js';
import { formatMoney } from '../../components/format.js';
import { Modal } from '../../components/Modal.js';
import { useAppDispatch } from '../../store/hooks.js';
import { amountLabel, priceLabel } from './store-format.js';
import { useStoreReply } from './useStoreReply.js';

/** Leaving the app for the provider's page (a seam for tests). */
export const checkoutNavigation = {
  open(url: string): void {
    window.location.assign(url);
  },
};

type Step =
  | { name: 'method'; error: string | null }
  | { name: 'sandbox'; purchase: Purchase }
  | { name: 'redirect' }
  | { name: 'pending'; purchase: Purchase; stillPending: boolean }
  | { name: 'success'; purchase: Purchase };

export interface BuyDialogProps {
  product: Product;
  methods: readonly PaymentMethod[];
  provider: PaymentProviderName;
  onClose(): void;
  /** A purchase was opened or changed status: the history shows it as it is now. */
  onPurchase(purchase: Purchase): void;
  /** A sandbox purchase already opened (the page /store/pay/:purchaseId): its test payment step. */
  resume?: Purchase;
}

const SANDBOX_BUTTON: Record<SandboxOutcome, string> = {
  success: 'btn btn-primary',
  pending: 'btn',
  failure: 'btn btn-danger',
};

export function BuyDialog({ product, methods, provider, onClose, onPurchase, resume }: BuyDialogProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const dispatch = useAppDispatch();
  const storeReply = useStoreReply();
  const [method, setMethod] = useState<PaymentMethod>(resume?.method ?? methods[0] ?? 'card');
  const [step, setStep] = useState<Step>(
    resume ? { name: 'sandbox', purchase: resume } : { name: 'method', error: null },
  );
  const [busy, setBusy] = useState(false);
  const productName = amountLabel(t, product, lang);
  const price = priceLabel(product.price_cents, lang);

  const settle = (purchase: Purchase, userData: UserData) => {
    storeReply(purchase, userData);
    onPurchase(purchase);
    if (purchase.status === 'succeeded') {
      setStep({ name: 'success', purchase });
    } else if (purchase.status === 'pending') {
      setStep({ name: 'pending', purchase, stillPending: step.name === 'pending' });
    } else {
      setStep({ name: 'method', error: t('store.pay.failed') });
    }
  };

  /** A refused payment comes back as the server's error (shown in the snackbar too); pending goes on. */
  const failed = (error: unknown, purchase: Purchase | null) => {
    if (purchase && isApiError(error) && error.code === 'PAYMENT_PENDING') {
      setStep({ name: 'pending', purchase, stillPending: false });
    } else {
      setStep({ name: 'method', error: describeError(error) });
    }
  };

  const checkout = async () => {
    setBusy(true);
    let thrown: unknown = null;
    const reply = await dispatch(
      request(
        'storeCheckout',
        { body: { product_id: product.product_id, method } },
        { onError: (error) => (thrown = error) },
      ),
    );
    setBusy(false);
    if (!reply) return failed(thrown, null);
    onPurchase(reply.purchase);
    if (provider === 'sandbox') {
      setStep({ name: 'sandbox', purchase: reply.purchase });
    } else {
      setStep({ name: 'redirect' });
      checkoutNavigation.open(reply.checkout_url);
    }
  };

  const sandboxPay = async (purchase: Purchase, outcome: SandboxOutcome) => {
    setBusy(true);
    let thrown: unknown = null;
    const reply = await dispatch(
      request(
        'storeSandboxPay',
        { body: { purchase_id: purchase.purchase_id, outcome } },
        { onError: (error) => (thrown = error) },
      ),
    );
    setBusy(false);
    if (reply) settle(reply.purchase, reply.userData);
    else failed(thrown, purchase);
  };

  const checkAgain = async (purchase: Purchase) => {
    setBusy(true);
    const reply = await dispatch(request('storePurchase', { query: { purchase_id: purchase.purchase_id } }));
    setBusy(false);
    if (reply) settle(reply.purchase, reply.userData);
  };

  const close = (
    <button type="button" className="btn btn-ghost" onClick={onClose} data-testid="store-pay-close">
      {step.name === 'success' ? t('store.pay.done') : t('common.close')}
    </button>
  );

  return (
    <Modal
      title={
        step.name === 'sandbox' ? t('store.pay.sandboxTitle') : t('store.pay.title', { product: productName })
      }
      onClose={onClose}
      footer={close}
      testId="store-pay"
    >
      <p className="store-pay-summary">
        <strong>{productName}</strong> · {t('store.pay.price', { price })}
      </p>
      {step.name === 'method' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void checkout();
          }}
        >
          {step.error ? (
            <p className="notice notice-error" role="alert" data-testid="store-pay-error">
              {step.error}
            </p>
          ) : null}
          <fieldset className="store-methods">
            <legend>{t('store.pay.choose')}</legend>
            {methods.map((option) => (
              <label key={option} className="store-method" data-testid={`store-method-${option}`}>
                <input
                  type="radio"
                  name="store-method"
                  value={option}
                  checked={method === option}
                  onChange={() => setMethod(option)}
                />
                <span>{t(`store.methods.${option}`)}</span>
              </label>
            ))}
          </fieldset>
          <button
            type="submit"
            className="btn btn-primary btn-block btn-large"
            disabled={busy}
            data-testid="store-pay-submit"
          >
            {t('store.pay.submit', { price })}
          </button>
        </form>
      ) : null}
      {step.name === 'sandbox' ? (
        <div data-testid="store-sandbox">
          <p className="notice">{t('store.pay.sandboxNotice')}</p>
          <div className="store-sandbox-buttons">
            {SANDBOX_OUTCOMES.map((outcome) => (
              <button
                key={outcome}
                type="button"
                className={SANDBOX_BUTTON[outcome]}
                disabled={busy}
                onClick={() => void sandboxPay(step.purchase, outcome)}
                data-testid={`store-sandbox-${outcome}`}
              >
                {t(`store.pay.sandbox.${outcome}`)}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {step.name === 'redirect' ? <p className="muted">{t('store.pay.redirecting')}</p> : null}
      {step.name === 'pending' ? (
        <div data-testid="store-pay-pending">
          <p className="notice" role="status">
            {t('store.pay.pending')}
          </p>
          {step.stillPending ? <p className="muted">{t('store.pay.stillPending')}</p> : null}
          <button
            type="button"
            className="btn btn-block"
            disabled={busy}
            onClick={() => void checkAgain(step.purchase)}
            data-testid="store-pay-check"
          >
            {t('store.pay.checkAgain')}
          </button>
        </div>
      ) : null}
      {step.name === 'success' ? (
        <div className="notice store-ok" role="status" data-testid="store-pay-success">
          <p>{t('store.pay.success', { product: amountLabel(t, step.purchase, lang) })}</p>
          {step.purchase.bonus_cash > 0 ? (
            <p>{t('store.pay.bonus', { bonus: formatMoney(step.purchase.bonus_cash, lang) })}</p>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
