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
    'money.stockMoveValueTooLarge':
      'Der Wert des Bestands, den dies bewegt (Menge × Stückkosten jeder Charge), darf höchstens {max} betragen',

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
      'Mit Zeile {row} wären {received} angenommen gegenüber {ordered} bestellt in Bestellung {poNumber}, mehr als das {factor}-Fache der Bestellung. Prüfen Sie die Menge; ist die Lieferung wirklich so groß, setzen Sie das Häkchen bei „Mehr als das {factor}-Fache der Bestellung ist beabsichtigt“ und senden Sie erneut (overReceipt: true).',

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
    'login.heading': 'Willkommen bei der Lagerverwaltung',
    'login.success': 'Anmeldung erfolgreich!',
    'login.failed': 'Anmeldung fehlgeschlagen',
    'login.networkError': 'Netzwerkfehler',
    'session.checking': 'Sitzung wird geprüft…',
    'session.expired': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    'unauthorized.title': '403 - Keine Berechtigung',
    'unauthorized.body': 'Sie haben keine Berechtigung für diese Seite.',
    'notification.panelTitle': 'Bald ablaufende Artikel',
    'notification.empty': 'Keine Benachrichtigungen',
    'notification.itemFallback': 'Artikel Nr. {id}',
    'notification.expiresOn': 'läuft ab am',
    'notification.remaining': 'Restmenge:',
    'fallback.departmentAdd':
      'Die Abteilung konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
    'fallback.departmentNotFound': 'Abteilung nicht gefunden.',
    'fallback.departmentsLoad':
      'Die Abteilungen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    'fallback.categoryAdd':
      'Die Kategorie konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
    'fallback.categoriesLoadRetry':
      'Die Kategorien konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    'fallback.categoryNotFound': 'Kategorie nicht gefunden.',
    'fallback.categoriesLoad': 'Die Kategorien konnten nicht geladen werden.',
    'fallback.update': 'Änderung fehlgeschlagen.',
    'fallback.delete': 'Löschen fehlgeschlagen.',
    'fallback.suppliersLoad': 'Die Lieferanten konnten nicht geladen werden.',
    'fallback.supplierAdd':
      'Der Lieferant konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
    'fallback.supplierNotFound': 'Lieferant nicht gefunden.',
    'fallback.suppliersLoadRetry':
      'Die Lieferanten konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    'fallback.itemsLoad': 'Die Artikel konnten nicht geladen werden.',
    'fallback.itemAdd': 'Der Artikel konnte nicht hinzugefügt werden.',
    'fallback.itemLoad': 'Der Artikel konnte nicht geladen werden.',
    'fallback.itemsOrDepartmentsLoad': 'Artikel oder Abteilungen konnten nicht geladen werden.',
    'fallback.poReceiveSubmit': 'Die Bestellposten konnten nicht eingebucht werden.',
    'fallback.receivedAdd': 'Die Wareneingänge konnten nicht erfasst werden.',
    'fallback.poItemsLoad': 'Fehler beim Laden der Bestellposten.',
    'fallback.dataLoad': 'Fehler beim Laden der Daten.',
    'fallback.itemAreaAdd':
      'Der Lagerbereich konnte nicht hinzugefügt werden. Bitte versuchen Sie es erneut.',
    'fallback.itemAreasLoad': 'Die Lagerbereiche konnten nicht geladen werden.',
    'fallback.itemAreaUpdate': 'Der Lagerbereich konnte nicht geändert werden.',
    'fallback.itemAreaDelete': 'Der Lagerbereich konnte nicht gelöscht werden.',
    'fallback.itemAreaLoad': 'Der Lagerbereich konnte nicht geladen werden.',
    'fallback.orderCreate': 'Die Anforderung konnte nicht erstellt werden.',
    'fallback.orderItemsLoad': 'Die Positionen der Anforderung konnten nicht geladen werden.',
    'fallback.orderConfirm': 'Die Anforderung konnte nicht bestätigt werden.',
    'fallback.orderReject': 'Die Anforderung konnte nicht abgelehnt werden.',
    'fallback.reportAdd': 'Der Abfall konnte nicht erfasst werden. Bitte versuchen Sie es erneut.',
    'fallback.reportsLoad':
      'Die Berichte konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    'fallback.userRegister': 'Der Benutzer konnte nicht angelegt werden.',
    'fallback.rolesLoad': 'Die Rollen konnten nicht geladen werden.',
    'fallback.userLoad': 'Der Benutzer konnte nicht geladen werden.',
    'fallback.usersLoad': 'Die Benutzer konnten nicht geladen werden.',
    'fallback.passwordChange': 'Das Passwort konnte nicht geändert werden.',
    'success.categoryAdded': 'Kategorie hinzugefügt.',
    'success.categoryUpdated': 'Kategorie geändert.',
    'success.categoryDeleted': 'Kategorie gelöscht.',
    'success.departmentAdded': 'Abteilung hinzugefügt.',
    'success.departmentUpdated': 'Abteilung geändert.',
    'success.departmentDeleted': 'Abteilung gelöscht.',
    'success.supplierAdded': 'Lieferant hinzugefügt.',
    'success.supplierUpdated': 'Lieferant geändert.',
    'success.supplierDeleted': 'Lieferant gelöscht.',
    'success.itemAdded': 'Artikel hinzugefügt.',
    'success.itemUpdated': 'Artikel geändert.',
    'success.itemDeleted': 'Artikel gelöscht.',
    'success.itemAreaAdded': 'Lagerbereich hinzugefügt.',
    'success.itemAreaUpdated': 'Lagerbereich geändert.',
    'success.itemAreaDeleted': 'Lagerbereich gelöscht.',
    'success.userAdded': 'Benutzer hinzugefügt.',
    'success.userUpdated': 'Benutzer geändert.',
    'success.userDeleted': 'Benutzer gelöscht.',
    'success.passwordChanged': 'Passwort geändert.',
    'success.receivedAdded': 'Wareneingang erfasst.',
    'success.poReceived': 'Bestellposten eingebucht.',
    'success.orderCreated': 'Anforderung erstellt.',
    'success.orderConfirmed': 'Anforderung bestätigt.',
    'success.orderRejected': 'Anforderung abgelehnt.',
    'success.reportAdded': 'Abfall erfasst.',
    'offline.queued': 'Gespeichert. Wird gesendet, sobald die Verbindung zurück ist.',
    'offline.usersNeedConnection':
      'Die Benutzerverwaltung braucht eine Verbindung. Sie sind offline: Benutzer können angesehen und geändert werden, sobald die Verbindung zurück ist.',
    'offline.notSavedYet':
      'Noch nicht auf diesem Gerät gespeichert: Diese Liste erscheint hier, sobald Sie online sind.',
    'scanner.noCamera': 'Auf diesem Gerät wurde keine Kamera gefunden.',
    'scanner.permissionDenied':
      'Der Kamerazugriff wurde verweigert. Erlauben Sie ihn in den Browsereinstellungen, um zu scannen.',
    'scanner.insecure':
      'Die Kamera braucht eine sichere Verbindung (HTTPS). Bitten Sie Ihren Administrator, TLS_CERT_FILE und TLS_KEY_FILE auf dem Server festzulegen.',
    'scanner.cameraFailed':
      'Die Kamera konnte nicht gestartet werden. Schließen Sie andere Apps, die sie verwenden, und versuchen Sie es erneut.',
    'scanner.starting': 'Kamera wird gestartet…',
    'scanner.aim': 'Richten Sie die Kamera auf einen Barcode.',
    'scanner.unknownBarcode': 'Kein Artikel mit dem Barcode {code}',
    'scanner.itemsLoading':
      'Die Artikel werden noch geladen: Barcode {code} wird gesucht, sobald sie da sind.',
    'scanner.invalidGs1': 'Kein gültiger GS1-Barcode: {problem}.',
    'scanner.gs1WithoutGtin': 'er enthält keine GTIN (01)',
    'scanner.gs1Length': '({ai}) muss {digits} Ziffern haben',
    'scanner.gs1Empty': '({ai}) ist leer',
    'scanner.gs1TooLong': '({ai}) ist länger als {max} Zeichen',
    'scanner.gs1DigitsOnly': '({ai}) darf nur Ziffern enthalten',
    'scanner.gs1CheckDigit': 'die Prüfziffer von ({ai}) ist falsch',
    'scanner.gs1Date': '({ai}) ist kein gültiges Datum',
    'scanner.gs1UnknownAi': 'unbekannter Datenbezeichner bei {start}',
    'scanner.gs1NoAi': 'keine Datenbezeichner',
    'stocktake.listTitle': 'Inventuren',
    'stocktake.add': '+ Inventur anlegen',
    'stocktake.created': 'Inventur angelegt.',
    'stocktake.posted': 'Inventur gebucht.',
    'stocktake.cancelled': 'Inventur abgebrochen.',
    'stocktake.createFailed': 'Die Inventur konnte nicht angelegt werden.',
    'stocktake.loadFailed': 'Die Inventuren konnten nicht geladen werden.',
    'stocktake.loadOneFailed': 'Die Inventur konnte nicht geladen werden.',
    'stocktake.countFailed': 'Die Zählung konnte nicht gespeichert werden.',
    'stocktake.deleteFailed': 'Die Zählung konnte nicht gelöscht werden.',
    'stocktake.postFailed': 'Die Inventur konnte nicht gebucht werden.',
    'stocktake.cancelFailed': 'Die Inventur konnte nicht abgebrochen werden.',
    'stocktake.confirmPostOne': 'Diese Inventur buchen? Der Bestand von 1 Artikel ändert sich.',
    'stocktake.confirmPost':
      'Diese Inventur buchen? Der Bestand von {count, plural, one {# Artikel} other {# Artikeln}} ändert sich.',
    'stocktake.confirmCancel': 'Diese Inventur abbrechen? Der Bestand ändert sich nicht.',
    'stocktake.needsConnection': 'Buchen und Abbrechen brauchen eine Verbindung.',
  },
};
