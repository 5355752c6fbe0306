/** lib/i18n: the language of what library code draws, and its label tables (one per language). */
export { LANGUAGES, setLanguage, language, languageOption, pick, type Language } from './language';
export { labels, type Labels } from './labels';
export { describeConflict, placementProblemText, formatDuration } from './queens-words';
export { describeSudokuColumn, sudokuClashText, sudokuProblemText, contradictionText, exactCoverProblemText, pentominoProblemText } from './exact-cover-words';
export { formatNumber, formatCount } from './numbers';
export { tourProblemText, noTourReasonText, tourCheckText, cycleProblemText } from './knight';
