/// Xcode 26's inline playground: `#Playground { … }` or `#Playground("name") { … }` in a
/// file that imports Playgrounds. Xcode runs its body in the canvas on demand; a preview
/// never does. The macro expands to a uniquely named function that returns the body as a
/// main-actor closure and is never called, so the body is type-checked as in Xcode (it may
/// use the file's private declarations, main-actor types, `try` and `await`) and nothing in
/// it runs.
@freestanding(declaration)
public macro Playground(_ name: String? = nil, body: @escaping @Sendable () async throws -> Void) =
  #externalMacro(module: "VellumMacros", type: "PlaygroundMacro")
