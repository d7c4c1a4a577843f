import type { imports as english } from '../en/imports';
import type { FeatureCatalogue } from '../catalogue';

export const imports: FeatureCatalogue<typeof english> = {
  'imports.backToItems': 'Retour aux articles',
  'imports.backToSuppliers': 'Retour aux fournisseurs',
  'imports.help':
    "Un fichier CSV (séparé par des virgules ou des points-virgules) dont la première ligne nomme les colonnes {columns}, comme les écrit «\u00a0Exporter en CSV\u00a0» de la liste. Les lignes qui correspondent à un enregistrement existant le mettent à jour\u00a0; les autres sont créées. Rien n'est écrit avant que vous appuyiez sur Importer.",
  'imports.columnSeparator': ', ',
  'imports.downloadTemplate': 'Télécharger le modèle',
  'imports.fileLabel': 'Fichier CSV',
  'imports.chooseFile': 'Choisir un fichier',
  'imports.noFileChosen': 'Aucun fichier choisi',
  'imports.checking': 'Vérification du fichier...',
  'imports.importButton': 'Importer',
  'imports.importing': 'Import...',
  'imports.failed': "L'import a échoué. Veuillez réessayer.",
  'imports.offline': "L'import nécessite une connexion. Veuillez réessayer une fois en ligne.",
  'imports.nothingToImport': "Le fichier n'a aucune ligne à importer.",
  'imports.fixFirst':
    "Corrigez ces lignes dans le fichier et choisissez-le à nouveau\u00a0; rien n'est importé tant qu'une ligne contient une erreur.",
  'imports.done': 'Import terminé\u00a0: {created} créés, {updated} mis à jour.',
  'imports.dryRun':
    '{created, plural, one {# ligne} other {# lignes}} à créer, {updated, plural, one {# ligne} other {# lignes}} à mettre à jour.',
  'imports.rowsWithErrors': 'Lignes en erreur',
  'imports.row': 'Ligne',
  'imports.error': 'Erreur',
};
