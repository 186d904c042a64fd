import {
  LlamaGrammarEvaluationState,
  type Llama,
  type LlamaGrammar,
  type LlamaModel,
} from 'node-llama-cpp';
import type { AnswerTemplate } from './answer';
import { jsonTemplate, stringContentGrammar } from './json-template';

type Schema = Readonly<Record<string, unknown>>;

export interface HeldToSchema {
  grammar?: LlamaGrammarEvaluationState;
  template?: AnswerTemplate;
}

/**
 * How an answer is held to a JSON schema: a schema of fixed shape is written as a template (the
 * model writes only its strings, each held by a grammar), any other by the whole schema's grammar.
 * Grammars are compiled once (the schemas are module constants); each answer, and each string of
 * a template, gets a fresh evaluation state, as the library asks.
 */
export function jsonGrammars(llama: Llama, model: LlamaModel) {
  const compiled = new Map<string, Promise<LlamaGrammar>>();
  const once = (key: string, make: () => Promise<LlamaGrammar>) => {
    let grammar = compiled.get(key);
    if (!grammar) {
      grammar = make();
      compiled.set(key, grammar);
    }
    return grammar;
  };
  const stringGrammar = async (minLength: number, maxLength: number) => {
    const text = stringContentGrammar(minLength, maxLength);
    const grammar = await once(text, () => llama.createGrammar({ grammar: text }));
    return new LlamaGrammarEvaluationState({ model, grammar });
  };
  const templates = new Map<Schema, AnswerTemplate | undefined>();
  return async (schema: Schema | undefined): Promise<HeldToSchema> => {
    if (!schema) return {};
    if (!templates.has(schema)) {
      const parts = jsonTemplate(schema);
      templates.set(schema, parts && { parts, stringGrammar });
    }
    const template = templates.get(schema);
    if (template) return { template };
    // The library's schema type is generic over the literal; ours is a plain JSON schema object.
    const grammar = await once(JSON.stringify(schema), () =>
      llama.createGrammarForJsonSchema(schema as never),
    );
    return { grammar: new LlamaGrammarEvaluationState({ model, grammar }) };
  };
}
