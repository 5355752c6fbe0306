/**
 * lib/notebook: display helpers for the tslab notebooks. Solvers never import this folder;
 * notebooks import `./lib/notebook` and turn solver results into pictures and timings.
 *
 * Glossary: *markup* is an SVG or HTML string (every renderer returns one, `show` displays it);
 * a *square* is `row * cols + col` as in lib/knight; a *run* is one timed call; a *claim* is a
 * sentence of prose checked against the value that backs it (facts throw when false, timings warn);
 * a *growth* is time and a machine-independent counter measured over sizes n, with a fitted power law.
 */
export { show, describeMarkup } from './show';
export { STATE, BOARD, INK, METHOD, METHOD_KEYS, MARK, RAMP, CATEGORY, methodColour, methodScale, markFill, rampColour, categoryColour, SEQUENCE, sequenceScale, nestedRadius, type State } from './palette';
export { plot, Plot } from './plot';
export { swatch, colourName, courseLegend } from './legend';
export { boardSvg, stepLabels, defaultCellSize, type BoardOptions, type BoardSegment } from './board-svg';
export { planFills, joinSegments, openingSegments, planSvg } from './plan-svg';
export { treeSvg, treeDepth, STATUS_COLORS, type TreeOptions, type TreeNode } from './tree-svg';
export { matrixSvg, defaultMatrixCell, type MatrixOptions, type MatrixGroup } from './matrix-svg';
export {
  timeIt,
  timeItAsync,
  fitPowerLaw,
  fitExponential,
  powerLaw,
  median,
  type Timing,
  type TimeItOptions,
  type Point,
  type PowerLawFit,
  type ExponentialFit,
} from './timing';
export { fitTimes, fitCounts, countSteps, DEFAULT_FIT_RULE, type FitRule, type TimeFitVerdict } from './growth-fit';
export { measureGrowth, exponentsOverSharedSizes, growthStatusText, GROWTH_STATUSES, type Growth, type GrowthFit, type GrowthPoint, type GrowthOptions } from './growth';
export { growthChart, growthSummary, type GrowthChartOptions } from './growth-chart';
export { levelProfileChart, type ProfileChartOptions } from './profile-chart';
export { timeUnit, logTicks, plainNumber, type TimeUnit } from './axes';
export { claim, timingClaim, showMarkdown, claimMarkup, ClaimError } from './claim';
export { htmlTable, type TableCell, type TableOptions } from './table';
export { correlation, correlationText, spread, type Correlation } from './stats';
export { judgeSpeedups, showSpeedups, rowVerdictText, type SpeedupRow, type SpeedupVerdict, type RowVerdict } from './speedup';
export { placementSvg, attackSvg, type PlacementOptions, type PlacementConflict, type AttackSquare } from './placement-svg';
export { linksSvg, type LinksSnapshot } from './links-svg';
export { progress, formatProgress, type Progress, type ProgressOptions, type ProgressStream } from './progress';
export { inKernel } from './kernel-display';
export { explainError, type ErrorReport } from './explain-error';
export { escapeXml } from './svg-text';
export { setLanguage, language, LANGUAGES, formatCount, formatNumber, labels, tourProblemText, noTourReasonText, tourCheckText, cycleProblemText, type Language } from '../i18n';
// lib/queens's and lib/exact-cover's verdicts in words (issue 25: the solvers return data).
export { describeConflict, placementProblemText, formatDuration, describeSudokuColumn, sudokuProblemText, contradictionText, exactCoverProblemText, pentominoProblemText } from '../i18n';
