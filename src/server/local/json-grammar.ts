import {
  LlamaGrammarEvaluationState,
  type Llama,
  type LlamaGrammar,
  type LlamaModel,
} from 'node-llama-cpp';

/**
 * The grammar that holds an answer to a JSON schema, compiled once per schema (the schemas are
 * module constants), and a fresh evaluation state for each answer, as the library asks.
 */
export function jsonGrammars(llama: Llama, model: LlamaModel) {
  const grammars = new Map<object, Promise<LlamaGrammar>>();
  return async (schema: Readonly<Record<string, unknown>> | undefined) => {
    if (!schema) return undefined;
    let grammar = grammars.get(schema);
    if (!grammar) {
      // The library's schema type is generic over the literal; ours is a plain JSON schema object.
      grammar = llama.createGrammarForJsonSchema(schema as never) as Promise<LlamaGrammar>;
      grammars.set(schema, grammar);
    }
    return new LlamaGrammarEvaluationState({ model, grammar: await grammar });
  };
}
