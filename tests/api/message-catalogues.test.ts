import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { englishMessages, type ServerMessageId } from '../../contract/i18n/en';
import {
  localizeMessage,
  MESSAGE_LANGUAGES,
  MESSAGE_LOCALES,
  recogniseMessage,
} from '../../contract/i18n/localize';
import {
  FALLBACK,
  LOGIN_TEXT,
  NOTIFICATION_TEXT,
  OFFLINE_TEXT,
  SCANNER_TEXT,
  SERVER_MESSAGE,
  SESSION_TEXT,
  STOCKTAKE_TEXT,
  SUCCESS,
  UNAUTHORIZED_TEXT,
  VALIDATION,
} from '../../contract/messages';
import { MONEY_TEXT } from '../../contract/money';
import { GS1_PROBLEM } from '../../src/scanner/gs1';
import { DISK_FULL_MESSAGE } from '../../server/errors';
import { TRANSLATIONS } from '../../server/i18n/translations';
import { answerLanguage } from '../../server/i18n/accept-language';
import { IMPORT_MESSAGE } from '../../server/import/csv-rows';
import { ITEM_IMPORT_MESSAGE } from '../../server/import/import-items';
import { IMPORT_RACE_MESSAGE } from '../../server/import/import-rows';
import { SUPPLIER_IMPORT_MESSAGE } from '../../server/import/import-suppliers';
import { NUL_MESSAGE, TOO_DEEP_MESSAGE } from '../../server/input-guards';
import { SVG_REFUSED_MESSAGE } from '../../server/images';
import { plainDecimalMessage } from '../../server/plain-numbers';
import { PURCHASE_ORDER_MESSAGE } from '../../server/purchasing/purchase-orders';
import {
  ALERT_DAYS_MESSAGE,
  ITEM_REQUEST_MISSING_MESSAGE,
} from '../../server/reference/item-request';
import { ITEM_SITE_MESSAGE } from '../../server/reference/item-sites';
import {
  ITEM_REQUEST_TOO_LARGE_MESSAGE,
  MALFORMED_ITEM_REQUEST_MESSAGE,
  MALFORMED_MULTIPART_MESSAGE,
  NOT_MULTIPART_MESSAGE,
  TOO_MANY_PARTS_MESSAGE,
} from '../../server/reference/item-upload';
import { ITEM_AREA_MESSAGE } from '../../server/reference/item-areas';
import { REORDERING_MESSAGE } from '../../server/reference/item-reordering';
import {
  REFERENCE_GONE_MESSAGE,
  UNKNOWN_CATEGORY_MESSAGE,
  UNKNOWN_ITEM_AREA_MESSAGE,
} from '../../server/reference/items';
import { SITE_MESSAGE as SITE_RECORD_MESSAGE } from '../../server/reference/sites';
import { SUPPLIER_MESSAGE } from '../../server/reference/suppliers';
import { USER_SITES_MESSAGE } from '../../server/reference/user-sites';
import { USER_MESSAGE } from '../../server/reference/users';
import { CSV_ONLY_MESSAGE } from '../../server/routes/imports';
import { TOO_MANY_STREAMS, TOO_MANY_USER_STREAMS } from '../../server/routes/events';
import { SITE_MESSAGE } from '../../server/sites/request-site';
import { ORDER_MESSAGE } from '../../server/stock/orders';
import { RECEIVE_AGAINST_MESSAGE } from '../../server/stock/receive-against-order';
import { REFERENCE_MESSAGE } from '../../server/stock/references';
import { STOCKTAKE_SITE_MESSAGE } from '../../server/stocktake/stocktakes';
import { TRANSFER_MESSAGE } from '../../server/transfers/messages';

/**
 * Each catalogue message as the code that raises it writes it (the constants themselves, so a
 * reworded English text that the catalogue no longer recognises fails here), with its id.
 */
const RAISED: [ServerMessageId, string][] = [
  ['validation.usernameRequired', VALIDATION.usernameRequired],
  ['validation.passwordTooShort', VALIDATION.passwordTooShort],
  ['validation.loginInvalid', VALIDATION.loginInvalid],
  ['validation.poIdRequired', VALIDATION.poIdRequired],
  ['validation.supplierRequired', VALIDATION.supplierRequired],
  ['validation.itemRequiredInRow', VALIDATION.itemRequiredInRow(3)],
  ['validation.quantityRequiredInRow', VALIDATION.quantityRequiredInRow(3)],
  ['validation.expirationRequiredInRow', VALIDATION.expirationRequiredInRow(3)],
  ['validation.statusRequiredInRow', VALIDATION.statusRequiredInRow(3)],
  ['validation.imageRequired', VALIDATION.imageRequired],
  ['validation.itemNameUnitBarcodeRequired', VALIDATION.itemNameUnitBarcodeRequired],
  ['validation.itemCategoryAreaRequired', VALIDATION.itemCategoryAreaRequired],
  ['validation.orderItemsRequired', VALIDATION.orderItemsRequired],
  ['validation.reasonRequired', VALIDATION.reasonRequired],
  ['validation.wasteItemRequired', VALIDATION.wasteItemRequired],
  ['validation.wasteReasonRequired', VALIDATION.wasteReasonRequired],
  ['validation.wasteQuantityInvalid', VALIDATION.wasteQuantityInvalid],
  ['validation.phoneInvalid', VALIDATION.phoneInvalid],
  ['validation.userNameRoleRequired', VALIDATION.userNameRoleRequired],
  ['validation.passwordRequired', VALIDATION.passwordRequired],
  ['money.unitCostInvalidInRow', MONEY_TEXT.unitCostInvalidInRow(2)],
  ['money.lotValueTooLargeInRow', MONEY_TEXT.lotValueTooLargeInRow(2)],
  ['money.deliveryValueTooLarge', MONEY_TEXT.deliveryValueTooLarge],
  ['money.lineValueTooLargeInLine', MONEY_TEXT.lineValueTooLargeInLine(2)],
  ['money.orderValueTooLarge', MONEY_TEXT.orderValueTooLarge],
  ['money.stockMoveValueTooLarge', MONEY_TEXT.stockMoveValueTooLarge],
  ['server.unauthorized', SERVER_MESSAGE.unauthorized],
  ['server.invalidToken', SERVER_MESSAGE.invalidToken],
  ['server.forbidden', SERVER_MESSAGE.forbidden],
  ['server.invalidCredentials', SERVER_MESSAGE.invalidCredentials],
  ['server.tooManyAttempts', SERVER_MESSAGE.tooManyAttempts],
  ['server.notFound', SERVER_MESSAGE.notFound('Purchase order')],
  ['server.nameTaken', SERVER_MESSAGE.nameTaken('department')],
  ['server.itemAreaNameTaken', 'An item area with this name already exists.'],
  ['server.barcodeTaken', SERVER_MESSAGE.barcodeTaken],
  ['server.inUse', SERVER_MESSAGE.inUse('site', 'received items and stock adjustments')],
  ['server.notEnoughStock', SERVER_MESSAGE.notEnoughStock('Flour', '1250.5 kg')],
  ['server.orderClosed', SERVER_MESSAGE.orderClosed('fulfilled')],
  ['server.lastAdministrator', SERVER_MESSAGE.lastAdministrator],
  ['server.idempotencyMismatch', SERVER_MESSAGE.idempotencyMismatch],
  ['server.idempotencyInFlight', SERVER_MESSAGE.idempotencyInFlight],
  ['server.idempotencyKeyLength', 'The Idempotency-Key header must be 1 to 200 characters.'],
  ['server.notAnImage', SERVER_MESSAGE.notAnImage],
  ['server.svgRefused', SVG_REFUSED_MESSAGE],
  ['server.imageTooLarge', SERVER_MESSAGE.imageTooLarge],
  ['server.malformedJson', SERVER_MESSAGE.malformedJson],
  ['server.staleCursor', SERVER_MESSAGE.staleCursor],
  ['server.sinceWithPaging', SERVER_MESSAGE.sinceWithPaging],
  ['server.busy', 'The server is busy. Please try again.'],
  ['server.diskFull', DISK_FULL_MESSAGE],
  ['server.internal', 'Internal server error.'],
  ['server.routeNotFound', 'Route GET /api/v1/inventory-system/nowhere not found.'],
  ['server.tooDeep', TOO_DEEP_MESSAGE],
  ['server.nul', NUL_MESSAGE],
  ['server.plainDecimal', plainDecimalMessage('quantity')],
  ['server.tooManyUserStreams', TOO_MANY_USER_STREAMS(4)],
  ['server.tooManyStreams', TOO_MANY_STREAMS],
  ['schema.required', 'orderItems is required.'],
  ['schema.maxLength', 'name must be at most 200 characters.'],
  ['schema.minLength', 'name must not be empty.'],
  ['schema.date', 'expectedAt must be a date (YYYY-MM-DD).'],
  ['schema.format', 'email is not a valid email.'],
  ['schema.minimum', 'page must be at least 1.'],
  ['schema.maximum', 'page must be at most 3.'],
  ['schema.maxItems', 'lines must have at most 500 entries.'],
  ['schema.type', 'quantity has the wrong type.'],
  ['sites.headerInvalid', SITE_MESSAGE.headerInvalid],
  ['sites.allNotHere', SITE_MESSAGE.allNotHere],
  ['sites.noSite', SITE_MESSAGE.noSite],
  ['sites.mainSite', SITE_RECORD_MESSAGE.mainSite],
  ['sites.usersWorkThere', SITE_RECORD_MESSAGE.usersWorkThere],
  ['sites.unknownSiteIds', USER_SITES_MESSAGE.unknown],
  ['sites.itemAreaAtSite', ITEM_SITE_MESSAGE.itemArea('Harbour Kitchen')],
  ['reference.nameRequired', SUPPLIER_MESSAGE.nameRequired],
  ['reference.emailRequired', SUPPLIER_MESSAGE.emailRequired],
  ['reference.emailInvalid', SUPPLIER_MESSAGE.emailInvalid],
  ['reference.siteInvalid', ITEM_AREA_MESSAGE.siteInvalid],
  ['reference.speedClassInvalid', ITEM_AREA_MESSAGE.speedClassInvalid],
  ['reference.roleRequired', USER_MESSAGE.roleRequired],
  ['reference.roleUnknown', USER_MESSAGE.roleUnknown],
  ['reference.unknownCategory', UNKNOWN_CATEGORY_MESSAGE],
  ['reference.unknownItemArea', UNKNOWN_ITEM_AREA_MESSAGE],
  ['reference.referenceGone', REFERENCE_GONE_MESSAGE],
  ['reference.itemRequestMissing', ITEM_REQUEST_MISSING_MESSAGE],
  ['reference.alertDays', ALERT_DAYS_MESSAGE],
  ['reference.notMultipart', NOT_MULTIPART_MESSAGE],
  ['reference.malformedItemRequest', MALFORMED_ITEM_REQUEST_MESSAGE],
  ['reference.malformedMultipart', MALFORMED_MULTIPART_MESSAGE],
  ['reference.tooManyParts', TOO_MANY_PARTS_MESSAGE],
  ['reference.itemRequestTooLarge', ITEM_REQUEST_TOO_LARGE_MESSAGE],
  ['reference.reorderQuantity', REORDERING_MESSAGE.quantity('parLevel')],
  ['reference.reorderPoint', REORDERING_MESSAGE.reorderPoint],
  ['reference.parBelowReorderPoint', REORDERING_MESSAGE.parBelowReorderPoint],
  ['reference.preferredSupplier', REORDERING_MESSAGE.preferredSupplier],
  ['stock.supplierUnknown', REFERENCE_MESSAGE.supplier],
  ['stock.departmentUnknown', REFERENCE_MESSAGE.department],
  ['stock.itemUnknown', REFERENCE_MESSAGE.item],
  ['stock.itemUnknownInRow', REFERENCE_MESSAGE.itemInRow(4)],
  ['stock.departmentRequired', ORDER_MESSAGE.departmentRequired],
  ['stock.fulfilledAtRequired', ORDER_MESSAGE.fulfilledAtRequired],
  ['stock.invalidWaste', 'Invalid waste.'],
  ['stock.invalidReceiveRow', 'Invalid receive row.'],
  ['stock.poClosed', RECEIVE_AGAINST_MESSAGE.closed('PO-2026-0001', 'draft')],
  ['stock.poOtherSupplier', RECEIVE_AGAINST_MESSAGE.otherSupplier('PO-2026-0001', 'Acme')],
  ['stock.poOtherSite', RECEIVE_AGAINST_MESSAGE.otherSite('PO-2026-0001', 'Harbour Kitchen')],
  ['stock.overReceipt', RECEIVE_AGAINST_MESSAGE.overReceipt(2, 1200, 10, 'PO-2026-0001')],
  ['stocktake.nameRequired', STOCKTAKE_TEXT.nameRequired],
  ['stocktake.areasRequired', STOCKTAKE_TEXT.areasRequired],
  ['stocktake.areaUnknown', STOCKTAKE_TEXT.areaUnknown],
  ['stocktake.quantityInvalid', STOCKTAKE_TEXT.quantityInvalid],
  ['stocktake.itemNotInAreas', STOCKTAKE_TEXT.itemNotInAreas],
  ['stocktake.closed', STOCKTAKE_TEXT.closed('posted')],
  ['stocktake.notOwnCount', STOCKTAKE_TEXT.notOwnCount],
  ['stocktake.noSupplier', STOCKTAKE_TEXT.noSupplier],
  ['stocktake.areaElsewhere', STOCKTAKE_SITE_MESSAGE.areaElsewhere('Bar', 'Harbour Kitchen')],
  ['purchasing.linesRequired', PURCHASE_ORDER_MESSAGE.linesRequired],
  ['purchasing.itemInLine', PURCHASE_ORDER_MESSAGE.itemInLine(2)],
  ['purchasing.quantityInLine', PURCHASE_ORDER_MESSAGE.quantityInLine(2)],
  ['purchasing.unitCostInLine', PURCHASE_ORDER_MESSAGE.unitCostInLine(2)],
  ['purchasing.itemRepeated', PURCHASE_ORDER_MESSAGE.itemRepeated(3, 1)],
  ['purchasing.expectedAt', PURCHASE_ORDER_MESSAGE.expectedAt],
  ['purchasing.poNumberTaken', PURCHASE_ORDER_MESSAGE.poNumberTaken('PO-2026-0001')],
  ['purchasing.notDraft', PURCHASE_ORDER_MESSAGE.notDraft('sent')],
  ['purchasing.cannotSend', PURCHASE_ORDER_MESSAGE.transition('send', 'cancelled')],
  ['purchasing.cannotCancel', PURCHASE_ORDER_MESSAGE.transition('cancel', 'received')],
  ['transfers.fromSiteUnknown', TRANSFER_MESSAGE.fromSiteUnknown],
  ['transfers.toSiteRequired', TRANSFER_MESSAGE.toSiteRequired],
  ['transfers.toSiteUnknown', TRANSFER_MESSAGE.toSiteUnknown],
  ['transfers.sameSite', TRANSFER_MESSAGE.sameSite],
  ['transfers.linesRequired', TRANSFER_MESSAGE.linesRequired],
  ['transfers.itemRequired', TRANSFER_MESSAGE.itemRequired(2)],
  ['transfers.itemUnknown', TRANSFER_MESSAGE.itemUnknown(2)],
  ['transfers.itemTwice', TRANSFER_MESSAGE.itemTwice(3, 1)],
  ['transfers.quantityInvalid', TRANSFER_MESSAGE.quantityInvalid(2)],
  ['transfers.lineUnknown', TRANSFER_MESSAGE.lineUnknown(2)],
  ['transfers.lineTwice', TRANSFER_MESSAGE.lineTwice(2)],
  ['transfers.receivedInvalid', TRANSFER_MESSAGE.receivedInvalid(2)],
  ['transfers.moreThanSent', TRANSFER_MESSAGE.moreThanSent('Flour', 12.5)],
  ['transfers.closed', TRANSFER_MESSAGE.closed('in_transit')],
  ['import.empty', IMPORT_MESSAGE.empty],
  ['import.noRows', IMPORT_MESSAGE.noRows],
  ['import.missingColumn', IMPORT_MESSAGE.missingColumns(['barcode'])],
  ['import.missingColumns', IMPORT_MESSAGE.missingColumns(['barcode', 'unit'])],
  ['import.unreadable', IMPORT_MESSAGE.unreadable(7, 'Quoted field unterminated')],
  ['import.tooManyRows', IMPORT_MESSAGE.tooManyRows(50_000)],
  ['import.tooLarge', IMPORT_MESSAGE.tooLarge(16)],
  ['import.csvOnly', CSV_ONLY_MESSAGE],
  ['import.race', IMPORT_RACE_MESSAGE],
  ['import.unknownCategory', ITEM_IMPORT_MESSAGE.unknownCategory('Dry goods')],
  ['import.unknownItemArea', ITEM_IMPORT_MESSAGE.unknownItemArea('Cold room')],
  ['import.unknownSupplier', ITEM_IMPORT_MESSAGE.unknownSupplier('Acme')],
  ['import.barcodeRepeated', ITEM_IMPORT_MESSAGE.barcodeRepeated(2)],
  ['import.supplierNameRepeated', SUPPLIER_IMPORT_MESSAGE.nameRepeated(2)],
  ['login.heading', LOGIN_TEXT.heading],
  ['login.success', LOGIN_TEXT.success],
  ['login.failed', LOGIN_TEXT.failed],
  ['login.networkError', LOGIN_TEXT.networkError],
  ['session.checking', SESSION_TEXT.checking],
  ['session.expired', SESSION_TEXT.expired],
  ['unauthorized.title', UNAUTHORIZED_TEXT.title],
  ['unauthorized.body', UNAUTHORIZED_TEXT.body],
  ['notification.panelTitle', NOTIFICATION_TEXT.panelTitle],
  ['notification.empty', NOTIFICATION_TEXT.empty],
  ['notification.expiresOn', NOTIFICATION_TEXT.expiresOn],
  ['notification.remaining', NOTIFICATION_TEXT.remaining],
  ['notification.itemFallback', NOTIFICATION_TEXT.itemFallback(42)],
  ['fallback.departmentAdd', FALLBACK.departmentAdd],
  ['fallback.departmentNotFound', FALLBACK.departmentNotFound],
  ['fallback.departmentsLoad', FALLBACK.departmentsLoad],
  ['fallback.categoryAdd', FALLBACK.categoryAdd],
  ['fallback.categoriesLoadRetry', FALLBACK.categoriesLoadRetry],
  ['fallback.categoryNotFound', FALLBACK.categoryNotFound],
  ['fallback.categoriesLoad', FALLBACK.categoriesLoad],
  ['fallback.update', FALLBACK.update],
  ['fallback.delete', FALLBACK.delete],
  ['fallback.suppliersLoad', FALLBACK.suppliersLoad],
  ['fallback.supplierAdd', FALLBACK.supplierAdd],
  ['fallback.supplierNotFound', FALLBACK.supplierNotFound],
  ['fallback.suppliersLoadRetry', FALLBACK.suppliersLoadRetry],
  ['fallback.itemsLoad', FALLBACK.itemsLoad],
  ['fallback.itemAdd', FALLBACK.itemAdd],
  ['fallback.itemLoad', FALLBACK.itemLoad],
  ['fallback.itemsOrDepartmentsLoad', FALLBACK.itemsOrDepartmentsLoad],
  ['fallback.poReceiveSubmit', FALLBACK.poReceiveSubmit],
  ['fallback.receivedAdd', FALLBACK.receivedAdd],
  ['fallback.poItemsLoad', FALLBACK.poItemsLoad],
  ['fallback.dataLoad', FALLBACK.dataLoad],
  ['fallback.itemAreaAdd', FALLBACK.itemAreaAdd],
  ['fallback.itemAreasLoad', FALLBACK.itemAreasLoad],
  ['fallback.itemAreaUpdate', FALLBACK.itemAreaUpdate],
  ['fallback.itemAreaDelete', FALLBACK.itemAreaDelete],
  ['fallback.itemAreaLoad', FALLBACK.itemAreaLoad],
  ['fallback.orderCreate', FALLBACK.orderCreate],
  ['fallback.orderItemsLoad', FALLBACK.orderItemsLoad],
  ['fallback.orderConfirm', FALLBACK.orderConfirm],
  ['fallback.orderReject', FALLBACK.orderReject],
  ['fallback.reportAdd', FALLBACK.reportAdd],
  ['fallback.reportsLoad', FALLBACK.reportsLoad],
  ['fallback.userRegister', FALLBACK.userRegister],
  ['fallback.rolesLoad', FALLBACK.rolesLoad],
  ['fallback.userLoad', FALLBACK.userLoad],
  ['fallback.usersLoad', FALLBACK.usersLoad],
  ['fallback.passwordChange', FALLBACK.passwordChange],
  ['success.categoryAdded', SUCCESS.categoryAdded],
  ['success.categoryUpdated', SUCCESS.categoryUpdated],
  ['success.categoryDeleted', SUCCESS.categoryDeleted],
  ['success.departmentAdded', SUCCESS.departmentAdded],
  ['success.departmentUpdated', SUCCESS.departmentUpdated],
  ['success.departmentDeleted', SUCCESS.departmentDeleted],
  ['success.supplierAdded', SUCCESS.supplierAdded],
  ['success.supplierUpdated', SUCCESS.supplierUpdated],
  ['success.supplierDeleted', SUCCESS.supplierDeleted],
  ['success.itemAdded', SUCCESS.itemAdded],
  ['success.itemUpdated', SUCCESS.itemUpdated],
  ['success.itemDeleted', SUCCESS.itemDeleted],
  ['success.itemAreaAdded', SUCCESS.itemAreaAdded],
  ['success.itemAreaUpdated', SUCCESS.itemAreaUpdated],
  ['success.itemAreaDeleted', SUCCESS.itemAreaDeleted],
  ['success.userAdded', SUCCESS.userAdded],
  ['success.userUpdated', SUCCESS.userUpdated],
  ['success.userDeleted', SUCCESS.userDeleted],
  ['success.passwordChanged', SUCCESS.passwordChanged],
  ['success.receivedAdded', SUCCESS.receivedAdded],
  ['success.poReceived', SUCCESS.poReceived],
  ['success.orderCreated', SUCCESS.orderCreated],
  ['success.orderConfirmed', SUCCESS.orderConfirmed],
  ['success.orderRejected', SUCCESS.orderRejected],
  ['success.reportAdded', SUCCESS.reportAdded],
  ['offline.queued', OFFLINE_TEXT.queued],
  ['offline.usersNeedConnection', OFFLINE_TEXT.usersNeedConnection],
  ['offline.notSavedYet', OFFLINE_TEXT.notSavedYet],
  ['scanner.noCamera', SCANNER_TEXT.noCamera],
  ['scanner.permissionDenied', SCANNER_TEXT.permissionDenied],
  ['scanner.insecure', SCANNER_TEXT.insecure],
  ['scanner.cameraFailed', SCANNER_TEXT.cameraFailed],
  ['scanner.starting', SCANNER_TEXT.starting],
  ['scanner.aim', SCANNER_TEXT.aim],
  ['scanner.gs1WithoutGtin', SCANNER_TEXT.gs1WithoutGtin],
  ['scanner.unknownBarcode', SCANNER_TEXT.unknownBarcode('4006381333931')],
  ['scanner.itemsLoading', SCANNER_TEXT.itemsLoading('4006381333931')],
  ['scanner.invalidGs1', SCANNER_TEXT.invalidGs1(SCANNER_TEXT.gs1WithoutGtin)],
  ['scanner.gs1Length', GS1_PROBLEM.length('01', 14)],
  ['scanner.gs1Empty', GS1_PROBLEM.empty('10')],
  ['scanner.gs1TooLong', GS1_PROBLEM.tooLong('10', 20)],
  ['scanner.gs1DigitsOnly', GS1_PROBLEM.digitsOnly('17')],
  ['scanner.gs1CheckDigit', GS1_PROBLEM.checkDigit('01')],
  ['scanner.gs1Date', GS1_PROBLEM.date('17')],
  ['scanner.gs1UnknownAi', GS1_PROBLEM.unknownAi('9999')],
  ['scanner.gs1NoAi', GS1_PROBLEM.noAi],
  ['stocktake.listTitle', STOCKTAKE_TEXT.listTitle],
  ['stocktake.add', STOCKTAKE_TEXT.add],
  ['stocktake.created', STOCKTAKE_TEXT.created],
  ['stocktake.posted', STOCKTAKE_TEXT.posted],
  ['stocktake.cancelled', STOCKTAKE_TEXT.cancelled],
  ['stocktake.createFailed', STOCKTAKE_TEXT.createFailed],
  ['stocktake.loadFailed', STOCKTAKE_TEXT.loadFailed],
  ['stocktake.loadOneFailed', STOCKTAKE_TEXT.loadOneFailed],
  ['stocktake.countFailed', STOCKTAKE_TEXT.countFailed],
  ['stocktake.deleteFailed', STOCKTAKE_TEXT.deleteFailed],
  ['stocktake.postFailed', STOCKTAKE_TEXT.postFailed],
  ['stocktake.cancelFailed', STOCKTAKE_TEXT.cancelFailed],
  ['stocktake.confirmCancel', STOCKTAKE_TEXT.confirmCancel],
  ['stocktake.needsConnection', STOCKTAKE_TEXT.needsConnection],
  ['stocktake.confirmPostOne', STOCKTAKE_TEXT.confirmPost(1)],
  ['stocktake.confirmPost', STOCKTAKE_TEXT.confirmPost(12)],
];

const OTHER_LANGUAGES = MESSAGE_LANGUAGES.filter((language) => language !== 'en');

describe('the shared message catalogues (contract/i18n)', () => {
  it('names every catalogue message once in this table', () => {
    const ids = RAISED.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(englishMessages).sort());
  });

  it.each(RAISED)(
    'recognises %s as the code writes it, and its English round-trips',
    (id, text) => {
      const recognised = recogniseMessage(text);
      expect(recognised?.id).toBe(id);
      const english = new IntlMessageFormat(englishMessages[id], 'en-GB', undefined, {
        ignoreTag: true,
      }).format<string>(recognised?.values ?? {});
      expect(english).toBe(text);
    },
  );

  it.each(RAISED)('translates %s into every language', (_id, text) => {
    for (const language of OTHER_LANGUAGES) {
      const translated = localizeMessage(text, language, TRANSLATIONS[language]);
      expect(translated, language).not.toBe(text);
      // No placeholder left unfilled and no select fell through to its fallback.
      expect(translated, language).not.toMatch(/[{}]/);
    }
  });

  it('picks the right word for a value of the API', () => {
    const es = (text: string) => localizeMessage(text, 'es', TRANSLATIONS.es);
    expect(es(SERVER_MESSAGE.notFound('Item area'))).toBe('No se encontró la zona.');
    expect(es(SERVER_MESSAGE.inUse('item', 'received items, waste reports or orders'))).toBe(
      'No se puede eliminar este artículo porque lo usan: artículos recibidos, mermas o pedidos.',
    );
    expect(es(TRANSFER_MESSAGE.closed('in_transit'))).toBe(
      'Este traspaso ya está en estado in_transit.',
    );
    const de = (text: string) => localizeMessage(text, 'de', TRANSLATIONS.de);
    expect(de(IMPORT_MESSAGE.tooManyRows(50_000))).toBe(
      'Die Datei hat mehr als 50.000 Zeilen. Importieren Sie höchstens 50.000 Zeilen auf einmal.',
    );
    expect(de(SERVER_MESSAGE.notEnoughStock('Flour', '1250.5 kg'))).toBe(
      'Nicht genug Bestand von Flour: 1.250,5 kg verfügbar.',
    );
    expect(es(SCANNER_TEXT.invalidGs1(SCANNER_TEXT.gs1WithoutGtin))).toBe(
      'No es un código de barras GS1 válido: no contiene ningún GTIN (01).',
    );
    // The parser's own problem, nested in the scanner's sentence (src/scanner/gs1.ts).
    expect(de(SCANNER_TEXT.invalidGs1(GS1_PROBLEM.date('17')))).toBe(
      'Kein gültiger GS1-Barcode: (17) ist kein gültiges Datum.',
    );
    expect(de(SCANNER_TEXT.invalidGs1(GS1_PROBLEM.length('01', 14)))).toBe(
      'Kein gültiger GS1-Barcode: (01) muss 14 Ziffern haben.',
    );
    expect(de(STOCKTAKE_TEXT.confirmPost(3))).toBe(
      'Diese Inventur buchen? Der Bestand von 3 Artikeln ändert sich.',
    );
    expect(localizeMessage(STOCKTAKE_TEXT.confirmPost(2), 'ar', TRANSLATIONS.ar)).toBe(
      'ترحيل هذا الجرد؟ سيتغير مخزون صنفين.',
    );
    // Arabic keeps Western digits (the glossary).
    const ar = localizeMessage(MONEY_TEXT.unitCostInvalidInRow(2), 'ar', TRANSLATIONS.ar);
    expect(ar).toContain('100,000');
    expect(MESSAGE_LOCALES.ar).toBe('ar-u-nu-latn');
  });

  it('leaves English and texts it does not know as they are', () => {
    expect(localizeMessage(VALIDATION.poIdRequired, 'en', null)).toBe(VALIDATION.poIdRequired);
    expect(localizeMessage('Something else entirely.', 'fr', TRANSLATIONS.fr)).toBe(
      'Something else entirely.',
    );
    // An already translated message stays put (the client may translate what the server did).
    const spanish = localizeMessage(VALIDATION.poIdRequired, 'es', TRANSLATIONS.es);
    expect(localizeMessage(spanish, 'es', TRANSLATIONS.es)).toBe(spanish);
  });
});

describe('Accept-Language', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['*', 'en'],
    ['de', 'de'],
    ['AR-EG', 'ar'],
    ['fr-CA;q=0.8, es;q=0.9', 'es'],
    ['es;q=0.5, fr;q=0.5', 'es'],
    ['de;q=0, fr;q=0.1', 'fr'],
    ['de;q=2, fr', 'fr'],
    ['ja, zh;q=0.9', 'en'],
    [['es;q=0.1', 'de;q=0.2'], 'de'],
  ] as const)('reads %j as %s', (header, language) => {
    expect(answerLanguage(header as string | string[] | undefined)).toBe(language);
  });
});
