import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { auth as en } from '../../i18n/en/auth.js';
import { auth as es } from '../../i18n/es/auth.js';

describe('the delete-account confirmation', () => {
  it('warns in English and Spanish that balances are forfeited', () => {
    expect(en.account.confirmForfeit).toMatch(/balances are forfeited/);
    expect(en.account.confirmForfeit).toMatch(/not paid out or refunded/);
    expect(es.account.confirmForfeit).toMatch(/Pierdes tus saldos/);
    expect(es.account.confirmForfeit).toMatch(/no se pagan ni se reembolsan/);
  });

  it('shows the warning inside the confirm dialog', () => {
    const source = readFileSync(new URL('./DeleteAccount.tsx', import.meta.url), 'utf8');
    const dialog = source.slice(source.indexOf('<Modal'), source.indexOf('</Modal>'));
    expect(dialog).toContain("t('account.confirmForfeit')");
  });
});
