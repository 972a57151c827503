import { altchaCaptcha, noCaptcha, type CaptchaProvider } from './auth/captcha';
import { ConsoleSms } from './auth/sms/console-sms';
import { Msg91Sms } from './auth/sms/msg91-sms';
import type { SmsProvider } from './auth/sms/sms-provider';
import { TwilioSms } from './auth/sms/twilio-sms';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Logger } from './logger';
import type { PaymentProvider } from './payments/payment-provider';
import { RazorpayProvider } from './payments/razorpay-provider';
import { SandboxProvider } from './payments/sandbox-provider';
import { questionWriterFor } from './questions/model/writer-for';
import type { QuestionWriter } from './questions/question-writer';
import { builtinWriter } from './readings/writers/builtin-writer';
import { openAiWriter } from './readings/writers/openai-writer';
import type { ReadingWriter } from './readings/writers/reading-writer';

/** Providers are chosen once, here, from the configuration (README, How it is built). */
export function createSmsProvider(config: Config, logger: Logger): SmsProvider {
  switch (config.sms.provider) {
    case 'twilio':
      return new TwilioSms(config.sms.twilio);
    case 'msg91':
      return new Msg91Sms(config.sms.msg91);
    case 'console':
      return new ConsoleSms(logger);
  }
}

export function createReadingWriter(config: Config, db: Db, logger: Logger): ReadingWriter {
  switch (config.ai.provider) {
    case 'openai':
      return openAiWriter({ config: config.ai, db, logger, fallback: builtinWriter });
    case 'builtin':
      return builtinWriter;
  }
}

/** The writer of answers to questions, by the same setting as the readings' writer: a model held to the chart, or the built-in answer. */
export function createQuestionWriter(config: Config, logger: Logger): QuestionWriter {
  return questionWriterFor(config, logger);
}

export function createPaymentProvider(config: Config): PaymentProvider {
  const payments = config.payments;
  switch (payments.provider) {
    case 'razorpay':
      return new RazorpayProvider(payments);
    case 'sandbox':
      return new SandboxProvider(payments);
  }
}

export function createCaptcha(config: Config, db: Db): CaptchaProvider {
  switch (config.captcha.provider) {
    case 'altcha':
      return altchaCaptcha(db, config.captcha);
    case 'none':
      return noCaptcha;
  }
}
