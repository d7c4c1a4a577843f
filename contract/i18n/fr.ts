import type { MessageTranslation } from './localize';

/**
 * French (vous): the glossary's words (article, site, zone de stockage, pertes, transfert…), a
 * non-breaking space before « : ; ? ! » and French quotes.
 */
export const fr: MessageTranslation = {
  terms: {
    items: 'des articles',
    item_areas: 'des zones de stockage',
    orders: 'des commandes',
    purchase_orders: 'des bons de commande',
    received_items: 'des articles reçus',
    stock_adjustments: 'des ajustements de stock',
    stocktake_counts: 'des comptages d’inventaire',
    stocktakes: 'des inventaires',
    waste_reports: 'des pertes',
  },
  messages: {
    'validation.usernameRequired': 'Saisissez un identifiant.',
    'validation.passwordTooShort': 'Le mot de passe doit contenir au moins 6 caractères.',
    'validation.loginInvalid': 'Saisissez un identifiant et un mot de passe valides',
    'validation.poIdRequired': 'Le numéro du bon de commande est obligatoire.',
    'validation.supplierRequired': 'Un fournisseur valide est obligatoire.',
    'validation.itemRequiredInRow': 'L’article est obligatoire à la ligne {row}',
    'validation.quantityRequiredInRow': 'Une quantité valide est obligatoire à la ligne {row}',
    'validation.expirationRequiredInRow': 'La date de péremption est obligatoire à la ligne {row}',
    'validation.statusRequiredInRow': 'Le statut est obligatoire à la ligne {row}',
    'validation.imageRequired': 'L’image est obligatoire',
    'validation.itemNameUnitBarcodeRequired': 'Le nom, l’unité et le code-barres sont obligatoires',
    'validation.itemCategoryAreaRequired': 'La catégorie et la zone de stockage sont obligatoires',
    'validation.orderItemsRequired':
      'Chaque ligne de la commande doit avoir un article et une quantité.',
    'validation.reasonRequired': 'Indiquez un motif.',
    'validation.wasteItemRequired': 'Sélectionnez un article.',
    'validation.wasteReasonRequired': 'Sélectionnez un motif.',
    'validation.wasteQuantityInvalid': 'Saisissez une quantité valide supérieure à 0.',
    'validation.phoneInvalid': 'Saisissez un numéro de téléphone valide.',
    'validation.userNameRoleRequired': 'Le nom et le rôle sont obligatoires.',
    'validation.passwordRequired': 'Le mot de passe est obligatoire.',

    'money.unitCostInvalidInRow':
      'Le coût unitaire de la ligne {row} doit être un nombre de 0 à {max} avec 4 décimales au plus',
    'money.lotValueTooLargeInRow':
      'La valeur de la ligne {row} (quantité × coût unitaire) ne peut pas dépasser {max}',
    'money.deliveryValueTooLarge':
      'La valeur de la livraison (quantité × coût unitaire de chaque ligne) ne peut pas dépasser {max}',
    'money.lineValueTooLargeInLine':
      'La valeur de la ligne {line} (quantité × coût unitaire) ne peut pas dépasser {max}',
    'money.orderValueTooLarge':
      'Le total de la commande (quantité × coût unitaire de chaque ligne) ne peut pas dépasser {max}',
    'money.stockMoveValueTooLarge':
      'La valeur du stock que cela déplace (quantité × coût unitaire de chaque lot) ne peut pas dépasser {max}',

    'server.unauthorized': 'Vous devez vous connecter.',
    'server.invalidToken': 'Session non valide ou expirée.',
    'server.forbidden': 'Vous n’avez pas l’autorisation d’effectuer cette action.',
    'server.invalidCredentials': 'Identifiant ou mot de passe incorrect.',
    'server.tooManyAttempts': 'Trop de tentatives de connexion. Réessayez plus tard.',
    'server.notFound':
      '{whatKey, select, user {Utilisateur introuvable.} item {Article introuvable.} site {Site introuvable.} image {Image introuvable.} supplier {Fournisseur introuvable.} item_area {Zone de stockage introuvable.} department {Service introuvable.} category {Catégorie introuvable.} stocktake {Inventaire introuvable.} count {Comptage introuvable.} transfer {Transfert introuvable.} order {Commande introuvable.} purchase_order {Bon de commande introuvable.} other {Introuvable\u00a0: {what}.}}',
    'server.nameTaken':
      '{whatKey, select, user {Un utilisateur porte déjà ce nom.} supplier {Un fournisseur porte déjà ce nom.} department {Un service porte déjà ce nom.} category {Une catégorie porte déjà ce nom.} site {Un site porte déjà ce nom.} other {Ce nom est déjà utilisé.}}',
    'server.itemAreaNameTaken': 'Une zone de stockage porte déjà ce nom.',
    'server.barcodeTaken': 'Un article possède déjà ce code-barres.',
    'server.inUse':
      '{whatKey, select, item {Impossible de supprimer cet article\u00a0: {by} y font référence.} supplier {Impossible de supprimer ce fournisseur\u00a0: {by} y font référence.} department {Impossible de supprimer ce service\u00a0: {by} y font référence.} category {Impossible de supprimer cette catégorie\u00a0: {by} y font référence.} item_area {Impossible de supprimer cette zone de stockage\u00a0: {by} y font référence.} site {Impossible de supprimer ce site\u00a0: {by} y font référence.} other {Suppression impossible\u00a0: {by} y font référence.}}',
    'server.notEnoughStock': 'Stock insuffisant pour {item}\u00a0: {available} disponible(s).',
    'server.orderClosed':
      '{statusKey, select, fulfilled {Cette commande est déjà servie.} cancelled {Cette commande est déjà annulée.} pending {Cette commande est déjà en attente.} other {Cette commande est déjà à l’état {status}.}}',
    'server.lastAdministrator': 'Le dernier Administrateur ne peut être ni supprimé ni rétrogradé.',
    'server.idempotencyMismatch':
      'Cette Idempotency-Key a déjà été utilisée pour une autre requête.',
    'server.idempotencyInFlight':
      'Une requête avec cette Idempotency-Key est encore en cours de traitement.',
    'server.idempotencyKeyLength':
      'L’en-tête Idempotency-Key doit comporter de 1 à {max} caractères.',
    'server.notAnImage': 'Le fichier envoyé n’est pas une image.',
    'server.svgRefused':
      'Les images SVG ne sont pas acceptées\u00a0; envoyez une image PNG, JPEG, GIF, WebP, AVIF, HEIC ou BMP.',
    'server.imageTooLarge': 'L’image ne doit pas dépasser 5 Mo.',
    'server.malformedJson': 'Le corps de la requête n’est pas un JSON valide.',
    'server.staleCursor':
      'Ce curseur de synchronisation n’est plus valable\u00a0: rechargez la liste complète.',
    'server.sinceWithPaging': 'since ne peut pas être combiné avec page ou search.',
    'server.busy': 'Le serveur est occupé. Réessayez.',
    'server.diskFull':
      'Le serveur ne peut plus rien enregistrer pour le moment (son disque est plein). Rien n’a été enregistré\u00a0; réessayez plus tard.',
    'server.internal': 'Erreur interne du serveur.',
    'server.routeNotFound': 'Route {method} {url} introuvable.',
    'server.tooDeep': 'Le corps de la requête est trop imbriqué ({max} niveaux au plus).',
    'server.nul': 'Le texte ne doit pas contenir le caractère NUL (\\u0000).',
    'server.plainDecimal': '{field} doit être un nombre décimal simple (comme 12 ou 2.5).',
    'server.tooManyUserStreams':
      'Trop de connexions de mise à jour en direct pour cet utilisateur ({max} au plus en même temps). Fermez l’application sur un autre appareil ou navigateur et réessayez.',
    'server.tooManyStreams':
      'Le serveur a trop de connexions de mise à jour en direct ouvertes. Réessayez plus tard.',

    'schema.required': '{field} est obligatoire.',
    'schema.maxLength': '{field} ne doit pas dépasser {max} caractères.',
    'schema.minLength': '{field} ne doit pas être vide.',
    'schema.date': '{field} doit être une date (AAAA-MM-JJ).',
    'schema.format': '{field} n’est pas un {format} valide.',
    'schema.minimum': '{field} doit être au moins {limit}.',
    'schema.maximum': '{field} doit être au plus {limit}.',
    'schema.maxItems': '{field} ne doit pas avoir plus de {max} éléments.',
    'schema.type': '{field} n’est pas du bon type.',

    'sites.headerInvalid': 'X-Site-Id doit être l’identifiant d’un site ou all.',
    'sites.allNotHere':
      'X-Site-Id all n’est pas accepté ici\u00a0: cette réponse porte sur un seul site.',
    'sites.noSite': 'Vous n’êtes rattaché à aucun site.',
    'sites.mainSite': 'Le site principal ne peut pas être supprimé.',
    'sites.usersWorkThere':
      'Impossible de supprimer ce site\u00a0: des utilisateurs y travaillent.',
    'sites.unknownSiteIds': 'siteIds doit contenir les identifiants de sites existants.',
    'sites.itemAreaAtSite': 'itemAreaId doit être une zone de stockage du site {site}.',

    'reference.nameRequired': 'Le nom est obligatoire.',
    'reference.emailRequired': 'L’adresse e-mail est obligatoire.',
    'reference.emailInvalid': 'Saisissez une adresse e-mail valide.',
    'reference.siteInvalid': 'Un site valide est obligatoire.',
    'reference.speedClassInvalid':
      'La classe de rotation doit être l’une des suivantes\u00a0: {classes}.',
    'reference.roleRequired': 'roleId est obligatoire.',
    'reference.roleUnknown': 'roleId doit être l’identifiant d’un rôle existant.',
    'reference.unknownCategory': 'categoryId ne correspond à aucune catégorie.',
    'reference.unknownItemArea': 'itemAreaId ne correspond à aucune zone de stockage.',
    'reference.referenceGone':
      'La catégorie ou la zone de stockage a été supprimée entre-temps\u00a0; choisissez-en une autre.',
    'reference.itemRequestMissing': 'La partie itemRequest est obligatoire.',
    'reference.alertDays':
      'alertDaysBeforeExpiry doit être un nombre entier de jours de 0 à {max}, ou rester vide.',
    'reference.notMultipart':
      'Envoyez l’article en multipart/form-data avec une partie JSON nommée itemRequest et une partie fichier nommée image.',
    'reference.malformedItemRequest': 'La partie itemRequest n’est pas un JSON valide.',
    'reference.malformedMultipart': 'Le corps multipart est mal formé.',
    'reference.tooManyParts': 'Envoyez une seule partie itemRequest et au plus une image.',
    'reference.itemRequestTooLarge': 'La partie itemRequest est trop volumineuse.',
    'reference.reorderQuantity':
      '{field} doit être une quantité supérieure à 0 avec 3 décimales au plus, ou rester vide.',
    'reference.reorderPoint':
      'reorderPoint doit être une quantité de 0 ou plus avec 3 décimales au plus, ou rester vide.',
    'reference.parBelowReorderPoint': 'parLevel doit être au moins égal à reorderPoint.',
    'reference.preferredSupplier': 'preferredSupplierId ne correspond à aucun fournisseur.',

    'stock.supplierUnknown': 'Ce fournisseur n’existe pas.',
    'stock.departmentUnknown': 'Ce service n’existe pas.',
    'stock.itemUnknown': 'Cet article n’existe pas.',
    'stock.itemUnknownInRow': 'L’article de la ligne {row} n’existe pas.',
    'stock.departmentRequired': 'Un service valide est obligatoire.',
    'stock.fulfilledAtRequired': 'Une date et heure de livraison valide est obligatoire.',
    'stock.invalidWaste': 'Perte non valide.',
    'stock.invalidReceiveRow': 'Ligne de réception non valide.',
    'stock.poClosed':
      '{statusKey, select, draft {Le bon de commande {poNumber} est un brouillon\u00a0: seule une commande envoyée ou partiellement reçue peut être réceptionnée.} received {Le bon de commande {poNumber} est déjà reçu\u00a0: seule une commande envoyée ou partiellement reçue peut être réceptionnée.} cancelled {Le bon de commande {poNumber} est annulé\u00a0: seule une commande envoyée ou partiellement reçue peut être réceptionnée.} other {Le bon de commande {poNumber} est à l’état {status}\u00a0: seule une commande envoyée ou partiellement reçue peut être réceptionnée.}}',
    'stock.poOtherSupplier':
      'Le bon de commande {poNumber} est une commande chez {supplier}\u00a0; choisissez ce fournisseur ou un autre numéro de commande.',
    'stock.poOtherSite':
      'Le bon de commande {poNumber} est livré à {site}\u00a0: réceptionnez-le là-bas.',
    'stock.overReceipt':
      'Avec la ligne {row}, {received} seraient reçus pour {ordered} commandés sur le bon de commande {poNumber}, soit plus de {factor} fois la commande. Vérifiez la quantité\u00a0; si la livraison est vraiment aussi importante, cochez «\u00a0Plus de {factor} fois la commande\u00a0: c’est voulu\u00a0» et envoyez de nouveau (overReceipt: true).',

    'stocktake.nameRequired': 'Saisissez un nom.',
    'stocktake.areasRequired': 'Sélectionnez au moins une zone de stockage.',
    'stocktake.areaUnknown': 'Cette zone de stockage n’existe pas.',
    'stocktake.quantityInvalid': 'Saisissez une quantité valide, 0 ou plus.',
    'stocktake.itemNotInAreas':
      'Cet article ne se trouve pas dans les zones de stockage de l’inventaire.',
    'stocktake.closed':
      '{statusKey, select, posted {Cet inventaire est déjà validé.} cancelled {Cet inventaire est déjà annulé.} other {Cet inventaire est déjà à l’état {status}.}}',
    'stocktake.notOwnCount': 'Seule la personne qui a saisi un comptage peut le supprimer.',
    'stocktake.noSupplier':
      'Pour enregistrer un excédent d’inventaire, il faut au moins un fournisseur.',
    'stocktake.areaElsewhere':
      'La zone de stockage {area} est sur le site {site}\u00a0: un inventaire compte les zones de son propre site.',

    'purchasing.linesRequired': 'Au moins une ligne est obligatoire.',
    'purchasing.itemInLine': 'L’article est obligatoire à la ligne {line}',
    'purchasing.quantityInLine': 'Une quantité valide est obligatoire à la ligne {line}',
    'purchasing.unitCostInLine':
      'Le coût unitaire de la ligne {line} doit être de 0 ou plus avec 4 décimales au plus, ou rester vide.',
    'purchasing.itemRepeated':
      'L’article de la ligne {line} figure déjà à la ligne {first}\u00a0; un article n’apparaît qu’une fois par commande.',
    'purchasing.expectedAt': 'expectedAt doit être une date (AAAA-MM-JJ) ou rester vide.',
    'purchasing.poNumberTaken': 'Le numéro de commande {poNumber} est déjà utilisé.',
    'purchasing.notDraft':
      '{statusKey, select, sent {Seul un bon de commande en brouillon peut être modifié\u00a0; celui-ci est envoyé.} partial {Seul un bon de commande en brouillon peut être modifié\u00a0; celui-ci est partiellement reçu.} received {Seul un bon de commande en brouillon peut être modifié\u00a0; celui-ci est reçu.} cancelled {Seul un bon de commande en brouillon peut être modifié\u00a0; celui-ci est annulé.} other {Seul un bon de commande en brouillon peut être modifié\u00a0; celui-ci est à l’état {status}.}}',
    'purchasing.cannotSend':
      '{statusKey, select, sent {Un bon de commande déjà envoyé ne peut pas être envoyé.} partial {Un bon de commande partiellement reçu ne peut pas être envoyé.} received {Un bon de commande reçu ne peut pas être envoyé.} cancelled {Un bon de commande annulé ne peut pas être envoyé.} other {Un bon de commande à l’état {status} ne peut pas être envoyé.}}',
    'purchasing.cannotCancel':
      '{statusKey, select, partial {Un bon de commande partiellement reçu ne peut pas être annulé.} received {Un bon de commande reçu ne peut pas être annulé.} cancelled {Un bon de commande déjà annulé ne peut pas être annulé.} other {Un bon de commande à l’état {status} ne peut pas être annulé.}}',

    'transfers.fromSiteUnknown': 'Le site d’origine n’existe pas.',
    'transfers.toSiteRequired': 'Sélectionnez un site de destination.',
    'transfers.toSiteUnknown': 'Le site de destination n’existe pas.',
    'transfers.sameSite': 'Choisissez une destination différente du site d’origine.',
    'transfers.linesRequired': 'Ajoutez au moins un article.',
    'transfers.itemRequired': 'Sélectionnez un article à la ligne {line}.',
    'transfers.itemUnknown': 'L’article de la ligne {line} n’existe pas.',
    'transfers.itemTwice': 'L’article de la ligne {line} figure déjà à la ligne {first}.',
    'transfers.quantityInvalid': 'Saisissez une quantité valide supérieure à 0 à la ligne {line}.',
    'transfers.lineUnknown': 'La ligne {row} de la réception ne fait pas partie de ce transfert.',
    'transfers.lineTwice': 'La ligne {row} de la réception reprend une ligne déjà indiquée.',
    'transfers.receivedInvalid':
      'Saisissez une quantité reçue valide, 0 ou plus, à la ligne {row}.',
    'transfers.moreThanSent': 'Quantité reçue de {item} supérieure à la quantité envoyée ({sent}).',
    'transfers.closed':
      '{statusKey, select, received {Ce transfert est déjà reçu.} cancelled {Ce transfert est déjà annulé.} other {Ce transfert est déjà à l’état {status}.}}',

    'import.empty':
      'Le fichier n’a pas de ligne d’en-tête. La première ligne doit nommer les colonnes.',
    'import.noRows': 'Le fichier a une ligne d’en-tête mais aucune ligne à importer.',
    'import.missingColumn': 'Il manque à la ligne d’en-tête la colonne {columns}.',
    'import.missingColumns': 'Il manque à la ligne d’en-tête les colonnes {columns}.',
    'import.unreadable': 'La ligne {row} est illisible\u00a0: {reason}.',
    'import.tooManyRows':
      'Le fichier compte plus de {max} lignes. Importez au plus {max} lignes à la fois.',
    'import.tooLarge': 'Le fichier dépasse {max} Mo. Importez au plus {max} Mo à la fois.',
    'import.csvOnly': 'Envoyez le fichier en text/csv avec une ligne d’en-tête.',
    'import.race':
      'Une autre modification des mêmes enregistrements est arrivée pendant l’importation. Rien n’a été importé\u00a0; réessayez.',
    'import.unknownCategory': 'La catégorie «\u00a0{name}\u00a0» ne correspond à aucune catégorie.',
    'import.unknownItemArea':
      'La zone de stockage «\u00a0{name}\u00a0» ne correspond à aucune zone de stockage.',
    'import.unknownSupplier':
      'Le fournisseur «\u00a0{name}\u00a0» ne correspond à aucun fournisseur.',
    'import.barcodeRepeated': 'Le même code-barres figure déjà à la ligne {row} du fichier.',
    'import.supplierNameRepeated':
      'Le même nom de fournisseur figure déjà à la ligne {row} du fichier.',
    'login.heading': 'Bienvenue dans la gestion des stocks',
    'login.success': 'Connexion réussie\u00a0!',
    'login.failed': 'Échec de la connexion',
    'login.networkError': 'Erreur réseau',
    'session.checking': 'Vérification de la session…',
    'session.expired': 'Votre session a expiré. Veuillez vous reconnecter.',
    'unauthorized.title': '403 - Accès refusé',
    'unauthorized.body': 'Vous n’avez pas l’autorisation d’accéder à cette page.',
    'notification.panelTitle': 'Articles bientôt périmés',
    'notification.empty': 'Aucune notification',
    'notification.itemFallback': 'Article n°\u00a0{id}',
    'notification.expiresOn': 'périme le',
    'notification.remaining': 'Restant\u00a0:',
    'fallback.departmentAdd': 'Impossible d’ajouter le service. Réessayez.',
    'fallback.departmentNotFound': 'Service introuvable.',
    'fallback.departmentsLoad': 'Impossible de charger les services. Réessayez.',
    'fallback.categoryAdd': 'Impossible d’ajouter la catégorie. Réessayez.',
    'fallback.categoriesLoadRetry': 'Impossible de charger les catégories. Réessayez.',
    'fallback.categoryNotFound': 'Catégorie introuvable.',
    'fallback.categoriesLoad': 'Impossible de charger les catégories.',
    'fallback.update': 'La modification a échoué.',
    'fallback.delete': 'La suppression a échoué.',
    'fallback.suppliersLoad': 'Impossible de charger les fournisseurs.',
    'fallback.supplierAdd': 'Impossible d’ajouter le fournisseur. Réessayez.',
    'fallback.supplierNotFound': 'Fournisseur introuvable.',
    'fallback.suppliersLoadRetry': 'Impossible de charger les fournisseurs. Réessayez.',
    'fallback.itemsLoad': 'Impossible de charger les articles.',
    'fallback.itemAdd': 'Impossible d’ajouter l’article.',
    'fallback.itemLoad': 'Impossible de charger l’article.',
    'fallback.itemsOrDepartmentsLoad': 'Impossible de charger les articles ou les services.',
    'fallback.poReceiveSubmit': 'Impossible d’envoyer la réception de la commande.',
    'fallback.receivedAdd': 'Impossible d’ajouter les articles reçus.',
    'fallback.poItemsLoad': 'Erreur lors du chargement des articles commandés.',
    'fallback.dataLoad': 'Erreur lors du chargement des données.',
    'fallback.itemAreaAdd': 'Impossible d’ajouter la zone de stockage. Réessayez.',
    'fallback.itemAreasLoad': 'Impossible de charger les zones de stockage.',
    'fallback.itemAreaUpdate': 'Impossible de modifier la zone de stockage.',
    'fallback.itemAreaDelete': 'Impossible de supprimer la zone de stockage.',
    'fallback.itemAreaLoad': 'Impossible de charger la zone de stockage.',
    'fallback.orderCreate': 'Impossible de créer la commande.',
    'fallback.orderItemsLoad': 'Impossible de charger les lignes de la commande.',
    'fallback.orderConfirm': 'Impossible de confirmer la commande.',
    'fallback.orderReject': 'Impossible de refuser la commande.',
    'fallback.reportAdd': 'Impossible de déclarer la perte. Réessayez.',
    'fallback.reportsLoad': 'Impossible de charger les rapports. Réessayez.',
    'fallback.userRegister': 'Impossible de créer l’utilisateur.',
    'fallback.rolesLoad': 'Impossible de charger les rôles.',
    'fallback.userLoad': 'Impossible de charger l’utilisateur.',
    'fallback.usersLoad': 'Impossible de charger les utilisateurs.',
    'fallback.passwordChange': 'Impossible de changer le mot de passe.',
    'success.categoryAdded': 'Catégorie ajoutée.',
    'success.categoryUpdated': 'Catégorie modifiée.',
    'success.categoryDeleted': 'Catégorie supprimée.',
    'success.departmentAdded': 'Service ajouté.',
    'success.departmentUpdated': 'Service modifié.',
    'success.departmentDeleted': 'Service supprimé.',
    'success.supplierAdded': 'Fournisseur ajouté.',
    'success.supplierUpdated': 'Fournisseur modifié.',
    'success.supplierDeleted': 'Fournisseur supprimé.',
    'success.itemAdded': 'Article ajouté.',
    'success.itemUpdated': 'Article modifié.',
    'success.itemDeleted': 'Article supprimé.',
    'success.itemAreaAdded': 'Zone de stockage ajoutée.',
    'success.itemAreaUpdated': 'Zone de stockage modifiée.',
    'success.itemAreaDeleted': 'Zone de stockage supprimée.',
    'success.userAdded': 'Utilisateur ajouté.',
    'success.userUpdated': 'Utilisateur modifié.',
    'success.userDeleted': 'Utilisateur supprimé.',
    'success.passwordChanged': 'Mot de passe changé.',
    'success.receivedAdded': 'Articles reçus ajoutés.',
    'success.poReceived': 'Réception de la commande envoyée.',
    'success.orderCreated': 'Commande créée.',
    'success.orderConfirmed': 'Commande confirmée.',
    'success.orderRejected': 'Commande refusée.',
    'success.reportAdded': 'Perte déclarée.',
    'offline.queued': 'Enregistré. L’envoi se fera au retour de la connexion.',
    'offline.usersNeedConnection':
      'La gestion des utilisateurs nécessite une connexion. Vous êtes hors ligne\u00a0: les utilisateurs pourront être consultés et modifiés au retour de la connexion.',
    'offline.notSavedYet':
      'Pas encore enregistrée sur cet appareil\u00a0: cette liste apparaîtra ici une fois en ligne.',
    'scanner.noCamera': 'Aucune caméra n’a été trouvée sur cet appareil.',
    'scanner.permissionDenied':
      'L’accès à la caméra a été refusé. Autorisez la caméra dans les réglages du navigateur pour scanner.',
    'scanner.insecure':
      'La caméra nécessite une connexion sécurisée (HTTPS). Demandez à votre administrateur de définir TLS_CERT_FILE et TLS_KEY_FILE sur le serveur.',
    'scanner.cameraFailed':
      'Impossible de démarrer la caméra. Fermez les autres applications qui l’utilisent et réessayez.',
    'scanner.starting': 'Démarrage de la caméra…',
    'scanner.aim': 'Pointez la caméra vers un code-barres.',
    'scanner.unknownBarcode': 'Aucun article avec le code-barres {code}',
    'scanner.itemsLoading':
      'Les articles sont encore en cours de chargement\u00a0: le code-barres {code} sera recherché ensuite.',
    'scanner.invalidGs1': 'Code-barres GS1 non valide\u00a0: {problem}.',
    'scanner.gs1WithoutGtin': 'il ne contient aucun GTIN (01)',
    'scanner.gs1Length': '({ai}) doit comporter {digits} chiffres',
    'scanner.gs1Empty': '({ai}) est vide',
    'scanner.gs1TooLong': '({ai}) dépasse {max} caractères',
    'scanner.gs1DigitsOnly': '({ai}) ne doit contenir que des chiffres',
    'scanner.gs1CheckDigit': 'la clé de contrôle de ({ai}) est erronée',
    'scanner.gs1Date': '({ai}) n’est pas une date valide',
    'scanner.gs1UnknownAi': 'identifiant d’application inconnu à {start}',
    'scanner.gs1NoAi': 'aucun identifiant d’application',
    'stocktake.listTitle': 'Inventaires',
    'stocktake.add': '+ Nouvel inventaire',
    'stocktake.created': 'Inventaire créé.',
    'stocktake.posted': 'Inventaire validé.',
    'stocktake.cancelled': 'Inventaire annulé.',
    'stocktake.createFailed': 'Impossible de créer l’inventaire.',
    'stocktake.loadFailed': 'Impossible de charger les inventaires.',
    'stocktake.loadOneFailed': 'Impossible de charger l’inventaire.',
    'stocktake.countFailed': 'Impossible d’enregistrer le comptage.',
    'stocktake.deleteFailed': 'Impossible de supprimer le comptage.',
    'stocktake.postFailed': 'Impossible de valider l’inventaire.',
    'stocktake.cancelFailed': 'Impossible d’annuler l’inventaire.',
    'stocktake.confirmPostOne': 'Valider cet inventaire\u00a0? Le stock d’1 article va changer.',
    'stocktake.confirmPost':
      'Valider cet inventaire\u00a0? Le stock de {count, plural, one {# article} other {# articles}} va changer.',
    'stocktake.confirmCancel': 'Annuler cet inventaire\u00a0? Le stock ne changera pas.',
    'stocktake.needsConnection': 'La validation et l’annulation nécessitent une connexion.',
  },
};
