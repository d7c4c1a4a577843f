import type { MessageTranslation } from './localize';

/**
 * Arabic (Modern Standard, polite "يرجى …" rather than a gendered imperative): the glossary's
 * words (صنف، الموقع، منطقة التخزين، الهدر، تحويل…). Values (numbers, names, PO numbers) stay as
 * sent; the client shows them left to right inside the right-to-left text.
 */
export const ar: MessageTranslation = {
  terms: {
    items: 'أصناف',
    item_areas: 'مناطق تخزين',
    orders: 'طلبات',
    purchase_orders: 'أوامر شراء',
    received_items: 'أصناف مستلمة',
    stock_adjustments: 'تسويات مخزون',
    stocktake_counts: 'عمليات عدّ للجرد',
    stocktakes: 'عمليات جرد',
    waste_reports: 'تقارير هدر',
  },
  messages: {
    'validation.usernameRequired': 'يرجى إدخال اسم المستخدم.',
    'validation.passwordTooShort': 'يجب ألا تقل كلمة المرور عن 6 أحرف.',
    'validation.loginInvalid': 'يرجى إدخال اسم مستخدم وكلمة مرور صحيحين',
    'validation.poIdRequired': 'رقم أمر الشراء مطلوب.',
    'validation.supplierRequired': 'يلزم اختيار مورد صالح.',
    'validation.itemRequiredInRow': 'الصنف مطلوب في الصف {row}',
    'validation.quantityRequiredInRow': 'تلزم كمية صحيحة في الصف {row}',
    'validation.expirationRequiredInRow': 'تاريخ انتهاء الصلاحية مطلوب في الصف {row}',
    'validation.statusRequiredInRow': 'الحالة مطلوبة في الصف {row}',
    'validation.imageRequired': 'الصورة مطلوبة',
    'validation.itemNameUnitBarcodeRequired': 'الاسم والوحدة والباركود مطلوبة',
    'validation.itemCategoryAreaRequired': 'الفئة ومنطقة التخزين مطلوبتان',
    'validation.orderItemsRequired': 'يجب أن يكون لكل بند في الطلب صنف وكمية.',
    'validation.reasonRequired': 'يرجى ذكر السبب.',
    'validation.wasteItemRequired': 'يرجى اختيار صنف.',
    'validation.wasteReasonRequired': 'يرجى اختيار سبب.',
    'validation.wasteQuantityInvalid': 'يرجى إدخال كمية صحيحة أكبر من 0.',
    'validation.phoneInvalid': 'يرجى إدخال رقم هاتف صحيح.',
    'validation.userNameRoleRequired': 'الاسم والدور مطلوبان.',
    'validation.passwordRequired': 'كلمة المرور مطلوبة.',

    'money.unitCostInvalidInRow':
      'يجب أن تكون تكلفة الوحدة في الصف {row} رقمًا من 0 إلى {max} بأربع منازل عشرية على الأكثر',
    'money.lotValueTooLargeInRow': 'يجب ألا تتجاوز قيمة الصف {row} (الكمية × تكلفة الوحدة) {max}',
    'money.deliveryValueTooLarge':
      'يجب ألا تتجاوز قيمة التوريد (الكمية × تكلفة الوحدة لكل الصفوف) {max}',
    'money.lineValueTooLargeInLine':
      'يجب ألا تتجاوز قيمة البند {line} (الكمية × تكلفة الوحدة) {max}',
    'money.orderValueTooLarge':
      'يجب ألا يتجاوز إجمالي الطلب (الكمية × تكلفة الوحدة لكل البنود) {max}',

    'server.unauthorized': 'يلزم تسجيل الدخول.',
    'server.invalidToken': 'الجلسة غير صالحة أو منتهية.',
    'server.forbidden': 'ليست لديك صلاحية تنفيذ هذا الإجراء.',
    'server.invalidCredentials': 'اسم المستخدم أو كلمة المرور غير صحيحة.',
    'server.tooManyAttempts': 'محاولات تسجيل دخول كثيرة جدًا. يرجى المحاولة لاحقًا.',
    'server.notFound':
      '{whatKey, select, user {المستخدم غير موجود.} item {الصنف غير موجود.} site {الموقع غير موجود.} image {الصورة غير موجودة.} supplier {المورد غير موجود.} item_area {منطقة التخزين غير موجودة.} department {القسم غير موجود.} category {الفئة غير موجودة.} stocktake {الجرد غير موجود.} count {العدّ غير موجود.} transfer {التحويل غير موجود.} order {الطلب غير موجود.} purchase_order {أمر الشراء غير موجود.} other {غير موجود: {what}.}}',
    'server.nameTaken':
      '{whatKey, select, user {يوجد مستخدم بهذا الاسم بالفعل.} supplier {يوجد مورد بهذا الاسم بالفعل.} department {يوجد قسم بهذا الاسم بالفعل.} category {توجد فئة بهذا الاسم بالفعل.} site {يوجد موقع بهذا الاسم بالفعل.} other {هذا الاسم مستخدم بالفعل.}}',
    'server.itemAreaNameTaken': 'توجد منطقة تخزين بهذا الاسم بالفعل.',
    'server.barcodeTaken': 'يوجد صنف بهذا الباركود بالفعل.',
    'server.inUse':
      '{whatKey, select, item {لا يمكن حذف هذا الصنف لأن {by} تشير إليه.} supplier {لا يمكن حذف هذا المورد لأن {by} تشير إليه.} department {لا يمكن حذف هذا القسم لأن {by} تشير إليه.} category {لا يمكن حذف هذه الفئة لأن {by} تشير إليها.} item_area {لا يمكن حذف منطقة التخزين هذه لأن {by} تشير إليها.} site {لا يمكن حذف هذا الموقع لأن {by} تشير إليه.} other {لا يمكن الحذف لأن {by} تشير إليه.}}',
    'server.notEnoughStock': 'المخزون غير كافٍ من {item}: المتوفر {available}.',
    'server.orderClosed':
      '{statusKey, select, fulfilled {تم تنفيذ هذا الطلب بالفعل.} cancelled {تم إلغاء هذا الطلب بالفعل.} pending {هذا الطلب معلق بالفعل.} other {حالة هذا الطلب بالفعل: {status}.}}',
    'server.lastAdministrator': 'لا يمكن حذف آخر مسؤول نظام أو تخفيض دوره.',
    'server.idempotencyMismatch': 'سبق استخدام مفتاح Idempotency-Key هذا مع طلب مختلف.',
    'server.idempotencyInFlight': 'لا يزال طلب بمفتاح Idempotency-Key هذا قيد المعالجة.',
    'server.idempotencyKeyLength': 'يجب أن تتكون الترويسة Idempotency-Key من 1 إلى {max} حرفًا.',
    'server.notAnImage': 'الملف المرفوع ليس صورة.',
    'server.svgRefused':
      'صور SVG غير مقبولة؛ يرجى رفع صورة PNG أو JPEG أو GIF أو WebP أو AVIF أو HEIC أو BMP.',
    'server.imageTooLarge': 'يجب ألا يتجاوز حجم الصورة 5 ميغابايت.',
    'server.malformedJson': 'نص الطلب ليس JSON صالحًا.',
    'server.staleCursor': 'لم يعد مؤشر المزامنة هذا صالحًا: يرجى تحميل القائمة كاملة من جديد.',
    'server.sinceWithPaging': 'لا يمكن الجمع بين since وpage أو search.',
    'server.busy': 'الخادم مشغول. يرجى المحاولة مرة أخرى.',
    'server.diskFull':
      'لا يستطيع الخادم حفظ أي شيء آخر الآن (القرص ممتلئ). لم يُحفظ شيء؛ يرجى المحاولة لاحقًا.',
    'server.internal': 'خطأ داخلي في الخادم.',
    'server.routeNotFound': 'المسار {method} {url} غير موجود.',
    'server.tooDeep': 'نص الطلب متداخل بعمق زائد (الحد الأقصى {max} مستوى).',
    'server.nul': 'يجب ألا يحتوي النص على الحرف NUL (\\u0000).',
    'server.plainDecimal': 'يجب أن يكون {field} رقمًا عشريًا بسيطًا (مثل 12 أو 2.5).',
    'server.tooManyUserStreams':
      'اتصالات التحديث المباشر لهذا المستخدم كثيرة جدًا (الحد الأقصى {max} في الوقت نفسه). يرجى إغلاق التطبيق على جهاز أو متصفح آخر ثم المحاولة مرة أخرى.',
    'server.tooManyStreams':
      'لدى الخادم اتصالات تحديث مباشر مفتوحة كثيرة جدًا. يرجى المحاولة لاحقًا.',

    'schema.required': '{field} مطلوب.',
    'schema.maxLength': 'يجب ألا يتجاوز {field} {max} حرفًا.',
    'schema.minLength': 'يجب ألا يكون {field} فارغًا.',
    'schema.date': 'يجب أن يكون {field} تاريخًا (YYYY-MM-DD).',
    'schema.format': '{field} ليس {format} صالحًا.',
    'schema.minimum': 'يجب ألا يقل {field} عن {limit}.',
    'schema.maximum': 'يجب ألا يزيد {field} على {limit}.',
    'schema.maxItems': 'يجب ألا يتجاوز {field} {max} عنصرًا.',
    'schema.type': 'نوع {field} غير صحيح.',

    'sites.headerInvalid': 'يجب أن يكون X-Site-Id معرّف موقع أو all.',
    'sites.allNotHere': 'القيمة all في X-Site-Id غير مسموحة هنا: هذه الإجابة لموقع واحد.',
    'sites.noSite': 'لست مسجلًا في أي موقع.',
    'sites.mainSite': 'لا يمكن حذف الموقع الرئيسي.',
    'sites.usersWorkThere': 'لا يمكن حذف هذا الموقع لأن فيه مستخدمين يعملون.',
    'sites.unknownSiteIds': 'يجب أن تكون siteIds معرّفات مواقع موجودة.',
    'sites.itemAreaAtSite': 'يجب أن يكون itemAreaId منطقة تخزين في {site}.',

    'reference.nameRequired': 'الاسم مطلوب.',
    'reference.emailRequired': 'البريد الإلكتروني مطلوب.',
    'reference.emailInvalid': 'يرجى إدخال بريد إلكتروني صحيح.',
    'reference.siteInvalid': 'يلزم اختيار موقع صالح.',
    'reference.speedClassInvalid': 'يجب أن تكون فئة سرعة الدوران إحدى القيم: {classes}.',
    'reference.roleRequired': 'roleId مطلوب.',
    'reference.roleUnknown': 'يجب أن يكون roleId معرّف دور موجود.',
    'reference.unknownCategory': 'categoryId لا يطابق أي فئة.',
    'reference.unknownItemArea': 'itemAreaId لا يطابق أي منطقة تخزين.',
    'reference.referenceGone': 'حُذفت الفئة أو منطقة التخزين في هذه الأثناء؛ يرجى اختيار غيرها.',
    'reference.itemRequestMissing': 'الجزء itemRequest مطلوب.',
    'reference.alertDays':
      'يجب أن يكون alertDaysBeforeExpiry عددًا صحيحًا من الأيام من 0 إلى {max}، أو أن يُترك فارغًا.',
    'reference.notMultipart':
      'يرجى إرسال الصنف بصيغة multipart/form-data مع جزء JSON باسم itemRequest وجزء ملف باسم image.',
    'reference.malformedItemRequest': 'الجزء itemRequest ليس JSON صالحًا.',
    'reference.malformedMultipart': 'نص multipart تالف.',
    'reference.tooManyParts': 'يرجى إرسال جزء itemRequest واحد وصورة واحدة على الأكثر.',
    'reference.itemRequestTooLarge': 'الجزء itemRequest كبير جدًا.',
    'reference.reorderQuantity':
      'يجب أن يكون {field} كمية أكبر من 0 بثلاث منازل عشرية على الأكثر، أو أن يُترك فارغًا.',
    'reference.reorderPoint':
      'يجب أن يكون reorderPoint كمية تساوي 0 أو أكثر بثلاث منازل عشرية على الأكثر، أو أن يُترك فارغًا.',
    'reference.parBelowReorderPoint': 'يجب ألا يقل parLevel عن reorderPoint.',
    'reference.preferredSupplier': 'preferredSupplierId لا يطابق أي مورد.',

    'stock.supplierUnknown': 'المورد غير موجود.',
    'stock.departmentUnknown': 'القسم غير موجود.',
    'stock.itemUnknown': 'الصنف غير موجود.',
    'stock.itemUnknownInRow': 'الصنف في الصف {row} غير موجود.',
    'stock.departmentRequired': 'يلزم اختيار قسم صالح.',
    'stock.fulfilledAtRequired': 'يلزم تاريخ ووقت تنفيذ صحيحان.',
    'stock.invalidWaste': 'بيانات الهدر غير صالحة.',
    'stock.invalidReceiveRow': 'صف الاستلام غير صالح.',
    'stock.poClosed':
      '{statusKey, select, draft {أمر الشراء {poNumber} مسودة: لا يمكن الاستلام إلا مقابل أمر مُرسل أو مستلم جزئيًا.} received {أمر الشراء {poNumber} مستلم بالكامل: لا يمكن الاستلام إلا مقابل أمر مُرسل أو مستلم جزئيًا.} cancelled {أمر الشراء {poNumber} ملغى: لا يمكن الاستلام إلا مقابل أمر مُرسل أو مستلم جزئيًا.} other {حالة أمر الشراء {poNumber} هي {status}: لا يمكن الاستلام إلا مقابل أمر مُرسل أو مستلم جزئيًا.}}',
    'stock.poOtherSupplier':
      'أمر الشراء {poNumber} صادر إلى {supplier}؛ يرجى اختيار هذا المورد أو رقم أمر شراء آخر.',
    'stock.poOtherSite': 'أمر الشراء {poNumber} يُسلَّم إلى {site}: يرجى استلامه هناك.',
    'stock.overReceipt':
      'سيجعل الصف {row} الكمية المستلمة {received} مقابل {ordered} مطلوبة في أمر الشراء {poNumber}، أي أكثر من {factor} أضعاف الطلب. يرجى التحقق من الكمية؛ وإذا كان التوريد بهذا الحجم فعلًا فحدّد «More than {factor} times the order is intended» وأرسل مرة أخرى (overReceipt: true).',

    'stocktake.nameRequired': 'يرجى إدخال اسم.',
    'stocktake.areasRequired': 'يرجى اختيار منطقة تخزين واحدة على الأقل.',
    'stocktake.areaUnknown': 'منطقة التخزين غير موجودة.',
    'stocktake.quantityInvalid': 'يرجى إدخال كمية صحيحة تساوي 0 أو أكثر.',
    'stocktake.itemNotInAreas': 'هذا الصنف ليس في مناطق التخزين الخاصة بهذا الجرد.',
    'stocktake.closed':
      '{statusKey, select, posted {تم ترحيل هذا الجرد بالفعل.} cancelled {تم إلغاء هذا الجرد بالفعل.} other {حالة هذا الجرد بالفعل: {status}.}}',
    'stocktake.notOwnCount': 'لا يحذف العدّ إلا من سجّله.',
    'stocktake.noSupplier': 'يلزم وجود مورد واحد على الأقل لتسجيل فائض الجرد.',
    'stocktake.areaElsewhere':
      'منطقة التخزين {area} تقع في {site}: الجرد يعدّ مناطق التخزين في موقعه فقط.',

    'purchasing.linesRequired': 'يلزم بند واحد على الأقل.',
    'purchasing.itemInLine': 'الصنف مطلوب في البند {line}',
    'purchasing.quantityInLine': 'تلزم كمية صحيحة في البند {line}',
    'purchasing.unitCostInLine':
      'يجب أن تكون تكلفة الوحدة في البند {line} تساوي 0 أو أكثر بأربع منازل عشرية على الأكثر، أو أن تُترك فارغة.',
    'purchasing.itemRepeated':
      'الصنف في البند {line} موجود بالفعل في البند {first}؛ يظهر الصنف مرة واحدة في كل أمر.',
    'purchasing.expectedAt': 'يجب أن يكون expectedAt تاريخًا (YYYY-MM-DD) أو أن يُترك فارغًا.',
    'purchasing.poNumberTaken': 'رقم أمر الشراء {poNumber} مستخدم بالفعل.',
    'purchasing.notDraft':
      '{statusKey, select, sent {لا يمكن تعديل أمر الشراء إلا وهو مسودة؛ وهذا الأمر مُرسل.} partial {لا يمكن تعديل أمر الشراء إلا وهو مسودة؛ وهذا الأمر مستلم جزئيًا.} received {لا يمكن تعديل أمر الشراء إلا وهو مسودة؛ وهذا الأمر مستلم.} cancelled {لا يمكن تعديل أمر الشراء إلا وهو مسودة؛ وهذا الأمر ملغى.} other {لا يمكن تعديل أمر الشراء إلا وهو مسودة؛ وحالة هذا الأمر {status}.}}',
    'purchasing.cannotSend':
      '{statusKey, select, sent {لا يمكن إرسال أمر شراء مُرسل بالفعل.} partial {لا يمكن إرسال أمر شراء مستلم جزئيًا.} received {لا يمكن إرسال أمر شراء مستلم.} cancelled {لا يمكن إرسال أمر شراء ملغى.} other {لا يمكن إرسال أمر شراء حالته {status}.}}',
    'purchasing.cannotCancel':
      '{statusKey, select, partial {لا يمكن إلغاء أمر شراء مستلم جزئيًا.} received {لا يمكن إلغاء أمر شراء مستلم.} cancelled {لا يمكن إلغاء أمر شراء ملغى بالفعل.} other {لا يمكن إلغاء أمر شراء حالته {status}.}}',

    'transfers.fromSiteUnknown': 'موقع المصدر غير موجود.',
    'transfers.toSiteRequired': 'يرجى اختيار موقع الوجهة.',
    'transfers.toSiteUnknown': 'موقع الوجهة غير موجود.',
    'transfers.sameSite': 'يرجى اختيار وجهة غير موقع المصدر.',
    'transfers.linesRequired': 'يرجى إضافة صنف واحد على الأقل.',
    'transfers.itemRequired': 'يرجى اختيار صنف في البند {line}.',
    'transfers.itemUnknown': 'الصنف في البند {line} غير موجود.',
    'transfers.itemTwice': 'الصنف في البند {line} موجود بالفعل في البند {first}.',
    'transfers.quantityInvalid': 'يرجى إدخال كمية صحيحة أكبر من 0 في البند {line}.',
    'transfers.lineUnknown': 'البند {row} من الاستلام ليس ضمن هذا التحويل.',
    'transfers.lineTwice': 'البند {row} من الاستلام يكرر بندًا مذكورًا من قبل.',
    'transfers.receivedInvalid': 'يرجى إدخال كمية مستلمة صحيحة تساوي 0 أو أكثر في البند {row}.',
    'transfers.moreThanSent': 'الكمية المستلمة من {item} أكبر من المُرسلة ({sent}).',
    'transfers.closed':
      '{statusKey, select, received {تم استلام هذا التحويل بالفعل.} cancelled {تم إلغاء هذا التحويل بالفعل.} other {حالة هذا التحويل بالفعل: {status}.}}',

    'import.empty': 'لا يحتوي الملف على صف عناوين. يجب أن يسمّي الصف الأول الأعمدة.',
    'import.noRows': 'يحتوي الملف على صف عناوين لكن لا توجد صفوف للاستيراد.',
    'import.missingColumn': 'ينقص صف العناوين العمود {columns}.',
    'import.missingColumns': 'تنقص صف العناوين الأعمدة {columns}.',
    'import.unreadable': 'تتعذر قراءة الصف {row}: {reason}.',
    'import.tooManyRows':
      'يحتوي الملف على أكثر من {max} صف. يرجى استيراد {max} صف على الأكثر في كل مرة.',
    'import.tooLarge':
      'حجم الملف أكبر من {max} ميغابايت. يرجى استيراد {max} ميغابايت على الأكثر في كل مرة.',
    'import.csvOnly': 'يرجى إرسال الملف بصيغة text/csv مع صف عناوين.',
    'import.race':
      'وصل تغيير آخر على السجلات نفسها أثناء الاستيراد. لم يُستورد شيء؛ يرجى المحاولة مرة أخرى.',
    'import.unknownCategory': 'الفئة «{name}» لا تطابق أي فئة.',
    'import.unknownItemArea': 'منطقة التخزين «{name}» لا تطابق أي منطقة تخزين.',
    'import.unknownSupplier': 'المورد «{name}» لا يطابق أي مورد.',
    'import.barcodeRepeated': 'الباركود نفسه موجود بالفعل في الصف {row} من الملف.',
    'import.supplierNameRepeated': 'اسم المورد نفسه موجود بالفعل في الصف {row} من الملف.',
  },
};
