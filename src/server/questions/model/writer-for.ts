import type { Config } from '../../config';
import type { Logger } from '../../logger';
import type { QuestionWriter } from '../question-writer';
import { builtinQuestionWriter } from '../builtin-question-writer';
import { modelQuestionWriter } from './model-writer';

/** The writer of answers the configuration asks for: a model held to the chart with AI_PROVIDER=openai, the built-in words otherwise. */
export function questionWriterFor(config: Pick<Config, 'ai'>, logger: Logger): QuestionWriter {
  return config.ai.provider === 'openai' ? modelQuestionWriter({ config: config.ai, logger }) : builtinQuestionWriter;
}
