import type { imports as english } from '../en/imports';
import type { FeatureCatalogue } from '../catalogue';

export const imports: FeatureCatalogue<typeof english> = {
  'imports.backToItems': 'العودة إلى الأصناف',
  'imports.backToSuppliers': 'العودة إلى الموردين',
  'imports.help':
    'ملف CSV (مفصول بفواصل أو بفواصل منقوطة) يسمّي صفه الأول الأعمدة {columns}، كما يكتبها «تصدير CSV» في القائمة. الصفوف المطابقة لسجل موجود تحدّثه، والبقية تُنشأ. لا يُحفظ شيء حتى تضغط استيراد.',
  'imports.columnSeparator': '، ',
  'imports.downloadTemplate': 'تنزيل القالب',
  'imports.fileLabel': 'ملف CSV',
  'imports.chooseFile': 'اختيار ملف',
  'imports.noFileChosen': 'لم يُختر أي ملف',
  'imports.checking': 'جارٍ فحص الملف...',
  'imports.importButton': 'استيراد',
  'imports.importing': 'جارٍ الاستيراد...',
  'imports.failed': 'فشل الاستيراد. يُرجى المحاولة مرة أخرى.',
  'imports.offline': 'يتطلب الاستيراد اتصالًا بالإنترنت. يُرجى المحاولة مرة أخرى عند الاتصال.',
  'imports.nothingToImport': 'لا يحتوي الملف على صفوف للاستيراد.',
  'imports.fixFirst':
    'صحّح هذه الصفوف في الملف ثم اختره مرة أخرى؛ لا يُستورد شيء ما دام في أي صف خطأ.',
  'imports.done': 'تم الاستيراد: أُنشئ {created}، وحُدّث {updated}.',
  'imports.dryRun':
    'صفوف للإنشاء: {created, plural, zero {لا شيء} one {صف واحد} two {صفان} few {# صفوف} many {# صفًا} other {# صف}}، وللتحديث: {updated, plural, zero {لا شيء} one {صف واحد} two {صفان} few {# صفوف} many {# صفًا} other {# صف}}.',
  'imports.rowsWithErrors': 'صفوف بها أخطاء',
  'imports.row': 'الصف',
  'imports.error': 'الخطأ',
};
