/**
 * The interrupt checks (interrupt.ts says what they are and why), put into a cell's code by the CommonJS
 * step of the compiler (ts-facade.ts). Apart from interrupt.ts because it needs TypeScript, which the
 * worker loads only when a cell is compiled in the browser (checked-cells.ts).
 */
import * as ts from '@tslab/typescript-for-tslab';
import { CHECKS_PER_READ, COUNTDOWN_NAME, FLAG_NAME, STOP_NAME, TICK_NAME } from './interrupt';

/** `let __tslabTick = 0;`: a function's loops count down in a local, not in a closure slot. */
function localTick(f: ts.NodeFactory): ts.Statement {
  return f.createVariableStatement(undefined, f.createVariableDeclarationList([f.createVariableDeclaration(TICK_NAME, undefined, undefined, f.createNumericLiteral(0))], ts.NodeFlags.Let));
}

function checkStatement(f: ts.NodeFactory, counter: string): ts.Statement {
  const countdown = () => f.createIdentifier(counter);
  const due = f.createLessThan(f.createPrefixDecrement(countdown()), f.createNumericLiteral(0));
  const load = f.createCallExpression(f.createPropertyAccessExpression(f.createIdentifier('Atomics'), 'load'), undefined, [f.createIdentifier(FLAG_NAME), f.createNumericLiteral(0)]);
  const rearmAndRead = f.createParenthesizedExpression(f.createComma(f.createAssignment(countdown(), f.createNumericLiteral(CHECKS_PER_READ)), load));
  return f.createIfStatement(f.createLogicalAnd(due, rearmAndRead), f.createExpressionStatement(f.createCallExpression(f.createIdentifier(STOP_NAME), undefined, [])));
}

/** The block with `first` in front (after any "use strict"-like prologue). */
function prepend(f: ts.NodeFactory, block: ts.Block, first: ts.Statement[]): ts.Block {
  const isDirective = (s: ts.Statement) => ts.isExpressionStatement(s) && ts.isStringLiteral(s.expression);
  const prologue = block.statements.findIndex((s) => !isDirective(s));
  const at = prologue < 0 ? block.statements.length : prologue;
  return f.updateBlock(block, [...block.statements.slice(0, at), ...first, ...block.statements.slice(at)]);
}

function checkedBody(f: ts.NodeFactory, body: ts.Statement): ts.Statement {
  return ts.isBlock(body) ? prepend(f, body, [checkStatement(f, TICK_NAME)]) : f.createBlock([checkStatement(f, TICK_NAME), body], true);
}

function visitLoop(f: ts.NodeFactory, node: ts.IterationStatement): ts.Node {
  const body = checkedBody(f, node.statement);
  if (ts.isForStatement(node)) return f.updateForStatement(node, node.initializer, node.condition, node.incrementor, body);
  if (ts.isForOfStatement(node)) return f.updateForOfStatement(node, node.awaitModifier, node.initializer, node.expression, body);
  if (ts.isForInStatement(node)) return f.updateForInStatement(node, node.initializer, node.expression, body);
  if (ts.isWhileStatement(node)) return f.updateWhileStatement(node, node.expression, body);
  if (ts.isDoStatement(node)) return f.updateDoStatement(node, body, node.expression);
  return node;
}

function visitFunction(f: ts.NodeFactory, node: ts.FunctionLikeDeclaration): ts.Node {
  const body = node.body;
  if (!body) return node;
  if (ts.isArrowFunction(node) && !ts.isBlock(body)) {
    const block = f.createBlock([checkStatement(f, COUNTDOWN_NAME), f.createReturnStatement(body as ts.Expression)], false);
    return f.updateArrowFunction(node, node.modifiers, node.typeParameters, node.parameters, node.type, node.equalsGreaterThanToken, block);
  }
  const block = prepend(f, body as ts.Block, [checkStatement(f, COUNTDOWN_NAME), localTick(f)]);
  if (ts.isFunctionDeclaration(node)) return f.updateFunctionDeclaration(node, node.modifiers, node.asteriskToken, node.name, node.typeParameters, node.parameters, node.type, block);
  if (ts.isFunctionExpression(node)) return f.updateFunctionExpression(node, node.modifiers, node.asteriskToken, node.name, node.typeParameters, node.parameters, node.type, block);
  if (ts.isArrowFunction(node)) return f.updateArrowFunction(node, node.modifiers, node.typeParameters, node.parameters, node.type, node.equalsGreaterThanToken, block);
  if (ts.isMethodDeclaration(node)) return f.updateMethodDeclaration(node, node.modifiers, node.asteriskToken, node.name, node.questionToken, node.typeParameters, node.parameters, node.type, block);
  if (ts.isConstructorDeclaration(node)) return f.updateConstructorDeclaration(node, node.modifiers, node.parameters, block);
  if (ts.isGetAccessorDeclaration(node)) return f.updateGetAccessorDeclaration(node, node.modifiers, node.name, node.parameters, node.type, block);
  if (ts.isSetAccessorDeclaration(node)) return f.updateSetAccessorDeclaration(node, node.modifiers, node.name, node.parameters, block);
  return node;
}

/** The transformer factory for ts.transpileModule's `transformers.before`. */
export function interruptTransformer(context: ts.TransformationContext): ts.Transformer<ts.SourceFile> {
  const f = context.factory;
  const visit = (node: ts.Node): ts.Node => {
    const inner = ts.visitEachChild(node, visit, context);
    if (ts.isIterationStatement(inner, false)) return visitLoop(f, inner);
    if (ts.isFunctionLike(inner) && 'body' in inner) return visitFunction(f, inner as ts.FunctionLikeDeclaration);
    return inner;
  };
  return (file) => ts.visitEachChild(file, visit, context);
}

