import { consignorStatementsModule } from '../modules/consignor-statements/consignor-statements.module';
import { creditNotesModule } from '../modules/credit-notes/credit-notes.module';
import { depositsModule } from '../modules/deposits/deposits.module';
import { invoiceDocumentsModule } from '../modules/invoice-documents/invoice-documents.module';
import { invoiceFeesModule } from '../modules/invoice-fees/invoice-fees.module';
import { invoicesModule } from '../modules/invoices/invoices.module';
import { paymentsModule } from '../modules/payments/payments.module';
import type { StripeGateway } from '../modules/payments/stripe-gateway';
import type { pushModule } from '../modules/push/push.module';
import { savedCardsModule } from '../modules/saved-cards/saved-cards.module';
import type { Platform } from './platform';

/**
 * The money areas of the house: invoices and their ledger, cards on file and deposits, the
 * invoice documents, payments, consignor statements, fees and credit notes, wired to each other
 * (a deposit is applied when an invoice is issued, before its e-mail).
 */
export function buildMoney(
  platform: Platform,
  needs: {
    stripe: StripeGateway | null;
    push: Pick<ReturnType<typeof pushModule.build>['provides'], 'alertOnInvoiceIssued'>;
  },
) {
  const { config, db, log, clock, audit, settings, mail, mailSender, media, publicUrl } = platform;
  const { stripe, push } = needs;
  const invoices = invoicesModule.build({ db, settings, clock, media });
  // Cards on file and deposits: the deposit is applied when an invoice is issued, before its e-mail.
  const savedCards = savedCardsModule.build({
    db,
    stripe,
    ledger: invoices.provides.ledger,
    settings,
    mail,
    publicUrl,
    clock,
    log,
  });
  const deposits = depositsModule.build({
    db,
    stripe,
    ledger: invoices.provides.ledger,
    settings,
    clock,
    log,
  });
  savedCards.provides.savedCards.onCardAttached(deposits.provides.deposits.release);
  invoices.provides.invoices.onIssued(deposits.provides.deposits.applyToInvoice);
  const invoiceOnClose = async (auctionId: string) => {
    await invoices.provides.invoices.invoiceOnClose(auctionId);
    await deposits.provides.deposits.settleAfterClose(auctionId);
  };
  const invoiceDocuments = invoiceDocumentsModule.build({
    db,
    invoices: invoices.provides.invoices,
    settings,
    audit,
    mailSender,
    publicUrl,
    cardPayments: config.stripe !== null,
    clock,
    log,
  });
  invoices.provides.invoices.onIssued(invoiceDocuments.provides.onIssued);
  invoices.provides.invoices.onIssued(
    push.alertOnInvoiceIssued((invoiceId) => invoices.provides.invoices.staffInvoice(invoiceId)),
  );
  invoices.provides.invoices.onVoided(invoiceDocuments.provides.onVoided);
  const payments = paymentsModule.build({
    db,
    settings,
    mail,
    stripe,
    clock,
    log,
    publicUrl,
    ledger: invoices.provides.ledger,
    cardOnFile: {
      onSetupSucceeded: savedCards.provides.savedCards.onSetupSucceeded,
      onChargeIntent: savedCards.provides.savedCards.onChargeIntent,
      recordCardDeposit: deposits.provides.deposits.recordCardDeposit,
      recordDepositRefund: deposits.provides.deposits.recordStripeRefund,
    },
    invoices: invoices.provides.invoices,
  });
  const { paymentFlags } = payments.provides;
  const consignorStatements = consignorStatementsModule.build({
    db,
    settings,
    mailSender,
    publicUrl,
    clock,
    log,
    taxRateFor: invoices.provides.taxRateFor,
  });
  const invoiceFees = invoiceFeesModule.build({
    db,
    settings,
    ledger: invoices.provides.ledger,
    mail,
    clock,
    publicUrl,
    log,
  });
  const creditNotes = creditNotesModule.build({
    db,
    clock,
    settings,
    ledger: invoices.provides.ledger,
    invoices: invoices.provides.invoices,
    mail,
    publicUrl,
    siteName: platform.siteName,
  });
  platform.attachmentSources.push(
    invoiceDocuments.provides.attachments,
    consignorStatements.provides.attachments,
    creditNotes.provides.attachments,
  );

  return {
    invoices,
    savedCards,
    deposits,
    invoiceOnClose,
    invoiceDocuments,
    payments,
    paymentFlags,
    consignorStatements,
    invoiceFees,
    creditNotes,
  };
}
