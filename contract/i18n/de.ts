import type { MessageTranslation } from './localize';

/** German (Sie): the glossary's words (Artikel, Standort, Lagerbereich, Abfall, Umlagerung…). */
export const de: MessageTranslation = {
  terms: {
    items: 'Artikel',
    item_areas: 'Lagerbereiche',
    orders: 'Anforderungen',
    purchase_orders: 'Bestellungen',
    received_items: 'Wareneingänge',
    stock_adjustments: 'Bestandskorrekturen',
    stocktake_counts: 'Inventurzählungen',
    stocktakes: 'Inventuren',
    waste_reports: 'Abfallberichte',
  },
  messages: {
    'validation.usernameRequired': 'Bitte geben Sie einen Benutzernamen ein.',
    'validation.passwordTooShort': 'Das Passwort muss mindestens 6 Zeichen lang sein.',
    'validation.loginInvalid':
      'Bitte geben Sie einen gültigen Benutzernamen und ein gültiges Passwort ein',
    'validation.poIdRequired': 'Die Bestellnummer ist erforderlich.',
    'validation.supplierRequired': 'Ein gültiger Lieferant ist erforderlich.',
    'validation.itemRequiredInRow': 'Artikel fehlt in Zeile {row}',
    'validation.quantityRequiredInRow': 'Gültige Menge fehlt in Zeile {row}',
    'validation.expirationRequiredInRow': 'Ablaufdatum fehlt in Zeile {row}',
    'validation.statusRequiredInRow': 'Status fehlt in Zeile {row}',
    'validation.imageRequired': 'Ein Bild ist erforderlich',
    'validation.itemNameUnitBarcodeRequired': 'Name, Einheit und Barcode sind erforderlich',
    'validation.itemCategoryAreaRequired': 'Kategorie und Lagerbereich sind erforderlich',
    'validation.orderItemsRequired': 'Jede Position der Anforderung braucht Artikel und Menge.',
    'validation.reasonRequired': 'Bitte geben Sie einen Grund an.',
    'validation.wasteItemRequired': 'Bitte wählen Sie einen Artikel.',
    'validation.wasteReasonRequired': 'Bitte wählen Sie einen Grund.',
    'validation.wasteQuantityInvalid': 'Bitte geben Sie eine gültige Menge größer als 0 ein.',
    'validation.phoneInvalid': 'Bitte geben Sie eine gültige Telefonnummer ein.',
    'validation.userNameRoleRequired': 'Name und Rolle sind erforderlich.',
    'validation.passwordRequired': 'Ein Passwort ist erforderlich.',

    'money.unitCostInvalidInRow':
      'Die Stückkosten in Zeile {row} müssen eine Zahl von 0 bis {max} mit höchstens 4 Nachkommastellen sein',
    'money.lotValueTooLargeInRow':
      'Der Wert von Zeile {row} (Menge × Stückkosten) darf höchstens {max} betragen',
    'money.deliveryValueTooLarge':
      'Der Wert der Lieferung (Menge × Stückkosten aller Zeilen) darf höchstens {max} betragen',
    'money.lineValueTooLargeInLine':
      'Der Wert von Position {line} (Menge × Stückkosten) darf höchstens {max} betragen',
    'money.orderValueTooLarge':
      'Die Summe der Bestellung (Menge × Stückkosten aller Positionen) darf höchstens {max} betragen',

    'server.unauthorized': 'Anmeldung erforderlich.',
    'server.invalidToken': 'Ungültige oder abgelaufene Sitzung.',
    'server.forbidden': 'Sie haben keine Berechtigung für diese Aktion.',
    'server.invalidCredentials': 'Benutzername oder Passwort ist falsch.',
    'server.tooManyAttempts': 'Zu viele Anmeldeversuche. Bitte versuchen Sie es später erneut.',
    'server.notFound':
      '{whatKey, select, user {Benutzer nicht gefunden.} item {Artikel nicht gefunden.} site {Standort nicht gefunden.} image {Bild nicht gefunden.} supplier {Lieferant nicht gefunden.} item_area {Lagerbereich nicht gefunden.} department {Abteilung nicht gefunden.} category {Kategorie nicht gefunden.} stocktake {Inventur nicht gefunden.} count {Zählung nicht gefunden.} transfer {Umlagerung nicht gefunden.} order {Anforderung nicht gefunden.} purchase_order {Bestellung nicht gefunden.} other {Nicht gefunden: {what}.}}',
    'server.nameTaken':
      '{whatKey, select, user {Ein Benutzer mit diesem Namen existiert bereits.} supplier {Ein Lieferant mit diesem Namen existiert bereits.} department {Eine Abteilung mit diesem Namen existiert bereits.} category {Eine Kategorie mit diesem Namen existiert bereits.} site {Ein Standort mit diesem Namen existiert bereits.} other {Dieser Name ist bereits vergeben.}}',
    'server.itemAreaNameTaken': 'Ein Lagerbereich mit diesem Namen existiert bereits.',
    'server.barcodeTaken': 'Ein Artikel mit diesem Barcode existiert bereits.',
    'server.inUse':
      '{whatKey, select, item {Dieser Artikel kann nicht gelöscht werden, weil {by} darauf verweisen.} supplier {Dieser Lieferant kann nicht gelöscht werden, weil {by} darauf verweisen.} department {Diese Abteilung kann nicht gelöscht werden, weil {by} darauf verweisen.} category {Diese Kategorie kann nicht gelöscht werden, weil {by} darauf verweisen.} item_area {Dieser Lagerbereich kann nicht gelöscht werden, weil {by} darauf verweisen.} site {Dieser Standort kann nicht gelöscht werden, weil {by} darauf verweisen.} other {Löschen nicht möglich, weil {by} darauf verweisen.}}',
    'server.notEnoughStock': 'Nicht genug Bestand von {item}: {available} verfügbar.',
    'server.orderClosed':
      '{statusKey, select, fulfilled {Diese Anforderung ist bereits erfüllt.} cancelled {Diese Anforderung ist bereits storniert.} pending {Diese Anforderung ist bereits offen.} other {Diese Anforderung ist bereits im Status {status}.}}',
    'server.lastAdministrator':
      'Der letzte Administrator kann weder gelöscht noch herabgestuft werden.',
    'server.idempotencyMismatch':
      'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    'server.idempotencyInFlight': 'Eine Anfrage mit diesem Idempotency-Key wird noch verarbeitet.',
    'server.idempotencyKeyLength': 'Der Header Idempotency-Key muss 1 bis {max} Zeichen lang sein.',
    'server.notAnImage': 'Die hochgeladene Datei ist kein Bild.',
    'server.svgRefused':
      'SVG-Bilder werden nicht angenommen; laden Sie ein PNG-, JPEG-, GIF-, WebP-, AVIF-, HEIC- oder BMP-Bild hoch.',
    'server.imageTooLarge': 'Das Bild darf höchstens 5 MB groß sein.',
    'server.malformedJson': 'Der Anfragetext ist kein gültiges JSON.',
    'server.staleCursor':
      'Dieser Synchronisierungs-Cursor ist nicht mehr gültig: Laden Sie die ganze Liste neu.',
    'server.sinceWithPaging': 'since kann nicht mit page oder search kombiniert werden.',
    'server.busy': 'Der Server ist ausgelastet. Bitte versuchen Sie es erneut.',
    'server.diskFull':
      'Der Server kann gerade nichts mehr speichern (sein Datenträger ist voll). Es wurde nichts gespeichert; bitte versuchen Sie es später erneut.',
    'server.internal': 'Interner Serverfehler.',
    'server.routeNotFound': 'Route {method} {url} nicht gefunden.',
    'server.tooDeep': 'Der Anfragetext ist zu tief verschachtelt (höchstens {max} Ebenen).',
    'server.nul': 'Text darf das NUL-Zeichen (\\u0000) nicht enthalten.',
    'server.plainDecimal': '{field} muss eine einfache Dezimalzahl sein (etwa 12 oder 2.5).',
    'server.tooManyUserStreams':
      'Zu viele Live-Verbindungen für diesen Benutzer (höchstens {max} gleichzeitig). Schließen Sie die App auf einem anderen Gerät oder Browser und versuchen Sie es erneut.',
    'server.tooManyStreams':
      'Der Server hat zu viele offene Live-Verbindungen. Bitte versuchen Sie es später erneut.',

    'schema.required': '{field} ist erforderlich.',
    'schema.maxLength': '{field} darf höchstens {max} Zeichen lang sein.',
    'schema.minLength': '{field} darf nicht leer sein.',
    'schema.date': '{field} muss ein Datum sein (JJJJ-MM-TT).',
    'schema.format': '{field} ist kein gültiges {format}.',
    'schema.minimum': '{field} muss mindestens {limit} sein.',
    'schema.maximum': '{field} darf höchstens {limit} sein.',
    'schema.maxItems': '{field} darf höchstens {max} Einträge haben.',
    'schema.type': '{field} hat den falschen Typ.',

    'sites.headerInvalid': 'X-Site-Id muss die ID eines Standorts oder all sein.',
    'sites.allNotHere':
      'X-Site-Id all ist hier nicht erlaubt: Diese Antwort gilt für einen Standort.',
    'sites.noSite': 'Sie sind keinem Standort zugeordnet.',
    'sites.mainSite': 'Der Hauptstandort kann nicht gelöscht werden.',
    'sites.usersWorkThere':
      'Dieser Standort kann nicht gelöscht werden, weil dort Benutzer arbeiten.',
    'sites.unknownSiteIds': 'siteIds müssen die IDs vorhandener Standorte sein.',
    'sites.itemAreaAtSite': 'itemAreaId muss ein Lagerbereich am Standort {site} sein.',

    'reference.nameRequired': 'Ein Name ist erforderlich.',
    'reference.emailRequired': 'Eine E-Mail-Adresse ist erforderlich.',
    'reference.emailInvalid': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    'reference.siteInvalid': 'Ein gültiger Standort ist erforderlich.',
    'reference.speedClassInvalid': 'Die Umschlagsklasse muss eine dieser sein: {classes}.',
    'reference.roleRequired': 'roleId ist erforderlich.',
    'reference.roleUnknown': 'roleId muss die ID einer vorhandenen Rolle sein.',
    'reference.unknownCategory': 'categoryId passt zu keiner Kategorie.',
    'reference.unknownItemArea': 'itemAreaId passt zu keinem Lagerbereich.',
    'reference.referenceGone':
      'Die Kategorie oder der Lagerbereich wurde inzwischen gelöscht; wählen Sie eine andere Angabe.',
    'reference.itemRequestMissing': 'Der Teil itemRequest ist erforderlich.',
    'reference.alertDays':
      'alertDaysBeforeExpiry muss eine ganze Zahl von Tagen von 0 bis {max} oder leer sein.',
    'reference.notMultipart':
      'Senden Sie den Artikel als multipart/form-data mit einem JSON-Teil namens itemRequest und einem Dateiteil namens image.',
    'reference.malformedItemRequest': 'Der Teil itemRequest ist kein gültiges JSON.',
    'reference.malformedMultipart': 'Der Multipart-Text ist fehlerhaft.',
    'reference.tooManyParts': 'Senden Sie einen Teil itemRequest und höchstens ein Bild.',
    'reference.itemRequestTooLarge': 'Der Teil itemRequest ist zu groß.',
    'reference.reorderQuantity':
      '{field} muss eine Menge größer als 0 mit höchstens 3 Nachkommastellen oder leer sein.',
    'reference.reorderPoint':
      'reorderPoint muss eine Menge von 0 oder mehr mit höchstens 3 Nachkommastellen oder leer sein.',
    'reference.parBelowReorderPoint': 'parLevel muss mindestens reorderPoint sein.',
    'reference.preferredSupplier': 'preferredSupplierId passt zu keinem Lieferanten.',

    'stock.supplierUnknown': 'Der Lieferant existiert nicht.',
    'stock.departmentUnknown': 'Die Abteilung existiert nicht.',
    'stock.itemUnknown': 'Der Artikel existiert nicht.',
    'stock.itemUnknownInRow': 'Der Artikel in Zeile {row} existiert nicht.',
    'stock.departmentRequired': 'Eine gültige Abteilung ist erforderlich.',
    'stock.fulfilledAtRequired': 'Ein gültiger Liefertermin (Datum und Uhrzeit) ist erforderlich.',
    'stock.invalidWaste': 'Ungültige Abfallmeldung.',
    'stock.invalidReceiveRow': 'Ungültige Eingangszeile.',
    'stock.poClosed':
      '{statusKey, select, draft {Bestellung {poNumber} ist ein Entwurf: Nur gegen eine gesendete oder teilweise gelieferte Bestellung kann Ware angenommen werden.} received {Bestellung {poNumber} ist bereits geliefert: Nur gegen eine gesendete oder teilweise gelieferte Bestellung kann Ware angenommen werden.} cancelled {Bestellung {poNumber} ist storniert: Nur gegen eine gesendete oder teilweise gelieferte Bestellung kann Ware angenommen werden.} other {Bestellung {poNumber} hat den Status {status}: Nur gegen eine gesendete oder teilweise gelieferte Bestellung kann Ware angenommen werden.}}',
    'stock.poOtherSupplier':
      'Bestellung {poNumber} ist eine Bestellung bei {supplier}; wählen Sie diesen Lieferanten oder eine andere Bestellnummer.',
    'stock.poOtherSite': 'Bestellung {poNumber} wird an {site} geliefert: Buchen Sie sie dort ein.',
    'stock.overReceipt':
      'Mit Zeile {row} wären {received} angenommen gegenüber {ordered} bestellt in Bestellung {poNumber}, mehr als das {factor}-Fache der Bestellung. Prüfen Sie die Menge; ist die Lieferung wirklich so groß, setzen Sie das Häkchen bei „More than {factor} times the order is intended“ und senden Sie erneut (overReceipt: true).',

    'stocktake.nameRequired': 'Bitte geben Sie einen Namen ein.',
    'stocktake.areasRequired': 'Bitte wählen Sie mindestens einen Lagerbereich.',
    'stocktake.areaUnknown': 'Der Lagerbereich existiert nicht.',
    'stocktake.quantityInvalid': 'Bitte geben Sie eine gültige Menge von 0 oder mehr ein.',
    'stocktake.itemNotInAreas': 'Dieser Artikel liegt nicht in den Lagerbereichen der Inventur.',
    'stocktake.closed':
      '{statusKey, select, posted {Diese Inventur ist bereits gebucht.} cancelled {Diese Inventur ist bereits abgebrochen.} other {Diese Inventur hat bereits den Status {status}.}}',
    'stocktake.notOwnCount': 'Nur wer eine Zählung erfasst hat, kann sie löschen.',
    'stocktake.noSupplier':
      'Um einen Inventurüberschuss zu buchen, ist mindestens ein Lieferant nötig.',
    'stocktake.areaElsewhere':
      'Lagerbereich {area} gehört zu {site}: Eine Inventur zählt die Lagerbereiche ihres eigenen Standorts.',

    'purchasing.linesRequired': 'Mindestens eine Position ist erforderlich.',
    'purchasing.itemInLine': 'Artikel fehlt in Position {line}',
    'purchasing.quantityInLine': 'Gültige Menge fehlt in Position {line}',
    'purchasing.unitCostInLine':
      'Die Stückkosten in Position {line} müssen 0 oder mehr mit höchstens 4 Nachkommastellen oder leer sein.',
    'purchasing.itemRepeated':
      'Der Artikel in Position {line} steht schon in Position {first}; ein Artikel kommt einmal pro Bestellung vor.',
    'purchasing.expectedAt': 'expectedAt muss ein Datum (JJJJ-MM-TT) oder leer sein.',
    'purchasing.poNumberTaken': 'Die Bestellnummer {poNumber} ist bereits vergeben.',
    'purchasing.notDraft':
      '{statusKey, select, sent {Nur eine Bestellung im Entwurf kann geändert werden; diese ist bereits gesendet.} partial {Nur eine Bestellung im Entwurf kann geändert werden; diese ist teilweise geliefert.} received {Nur eine Bestellung im Entwurf kann geändert werden; diese ist geliefert.} cancelled {Nur eine Bestellung im Entwurf kann geändert werden; diese ist storniert.} other {Nur eine Bestellung im Entwurf kann geändert werden; diese hat den Status {status}.}}',
    'purchasing.cannotSend':
      '{statusKey, select, sent {Eine bereits gesendete Bestellung kann nicht gesendet werden.} partial {Eine teilweise gelieferte Bestellung kann nicht gesendet werden.} received {Eine gelieferte Bestellung kann nicht gesendet werden.} cancelled {Eine stornierte Bestellung kann nicht gesendet werden.} other {Eine Bestellung im Status {status} kann nicht gesendet werden.}}',
    'purchasing.cannotCancel':
      '{statusKey, select, partial {Eine teilweise gelieferte Bestellung kann nicht storniert werden.} received {Eine gelieferte Bestellung kann nicht storniert werden.} cancelled {Eine bereits stornierte Bestellung kann nicht storniert werden.} other {Eine Bestellung im Status {status} kann nicht storniert werden.}}',

    'transfers.fromSiteUnknown': 'Der Ausgangsstandort existiert nicht.',
    'transfers.toSiteRequired': 'Bitte wählen Sie einen Zielstandort.',
    'transfers.toSiteUnknown': 'Der Zielstandort existiert nicht.',
    'transfers.sameSite': 'Bitte wählen Sie ein anderes Ziel als den Ausgangsstandort.',
    'transfers.linesRequired': 'Bitte fügen Sie mindestens einen Artikel hinzu.',
    'transfers.itemRequired': 'Bitte wählen Sie einen Artikel in Zeile {line}.',
    'transfers.itemUnknown': 'Der Artikel in Zeile {line} existiert nicht.',
    'transfers.itemTwice': 'Der Artikel in Zeile {line} steht schon in Zeile {first}.',
    'transfers.quantityInvalid':
      'Bitte geben Sie in Zeile {line} eine gültige Menge größer als 0 ein.',
    'transfers.lineUnknown': 'Zeile {row} des Eingangs gehört nicht zu dieser Umlagerung.',
    'transfers.lineTwice': 'Zeile {row} des Eingangs nennt eine bereits genannte Zeile.',
    'transfers.receivedInvalid':
      'Bitte geben Sie in Zeile {row} eine gültige erhaltene Menge von 0 oder mehr ein.',
    'transfers.moreThanSent': 'Mehr {item} erhalten als gesendet ({sent}).',
    'transfers.closed':
      '{statusKey, select, received {Diese Umlagerung ist bereits angenommen.} cancelled {Diese Umlagerung ist bereits storniert.} other {Diese Umlagerung hat bereits den Status {status}.}}',

    'import.empty': 'Die Datei hat keine Kopfzeile. Die erste Zeile muss die Spalten benennen.',
    'import.noRows': 'Die Datei hat eine Kopfzeile, aber keine Zeilen zum Importieren.',
    'import.missingColumn': 'In der Kopfzeile fehlt die Spalte {columns}.',
    'import.missingColumns': 'In der Kopfzeile fehlen die Spalten {columns}.',
    'import.unreadable': 'Zeile {row} kann nicht gelesen werden: {reason}.',
    'import.tooManyRows':
      'Die Datei hat mehr als {max} Zeilen. Importieren Sie höchstens {max} Zeilen auf einmal.',
    'import.tooLarge':
      'Die Datei ist größer als {max} MB. Importieren Sie höchstens {max} MB auf einmal.',
    'import.csvOnly': 'Senden Sie die Datei als text/csv mit einer Kopfzeile.',
    'import.race':
      'Während des Imports kam eine andere Änderung an denselben Datensätzen. Es wurde nichts importiert; bitte versuchen Sie es erneut.',
    'import.unknownCategory': 'Kategorie „{name}“ passt zu keiner Kategorie.',
    'import.unknownItemArea': 'Lagerbereich „{name}“ passt zu keinem Lagerbereich.',
    'import.unknownSupplier': 'Lieferant „{name}“ passt zu keinem Lieferanten.',
    'import.barcodeRepeated': 'Derselbe Barcode steht bereits in Zeile {row} der Datei.',
    'import.supplierNameRepeated':
      'Derselbe Lieferantenname steht bereits in Zeile {row} der Datei.',
  },
};
