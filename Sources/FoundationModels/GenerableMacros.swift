/// `@Generable` on a struct or enum, as FoundationModels' macro: the type conforms to
/// `Generable` (its schema, `init(_:)` from generated content and `generatedContent`), and a
/// struct gains a nested `PartiallyGenerated` with each stored property optional (of its
/// type's partial form), `Identifiable` by a `GenerationID` unless it has an `id` of its own,
/// and `Equatable`, `Hashable` or `Sendable` where the struct declares them. An enum is its own
/// partial form. `init(_:)` is written in an extension, so a struct keeps its memberwise
/// initialiser; a type declared inside a function cannot be `@Generable`, since it cannot be
/// extended. Schemas carry each property's `@Guide` description, not its guides.
@attached(extension, conformances: Generable, names: named(init(_:)))
@attached(member, names: named(generatedContent), named(generationSchema), named(PartiallyGenerated))
public macro Generable(description: String? = nil) =
  #externalMacro(module: "VellumMacros", type: "GenerableMacro")

/// `@Guide` on a property of a `@Generable` type: a description and guides (counts, ranges,
/// choices) the model would follow. The arguments are type-checked; the macro expands to
/// nothing (`@Generable` reads the description into its schema).
@attached(peer)
public macro Guide<T: Generable>(description: String? = nil, _ guides: GenerationGuide<T>...) =
  #externalMacro(module: "VellumMacros", type: "GuideMacro")

/// `@Guide` with a regular expression the generated string must match.
@attached(peer)
public macro Guide<RegexOutput>(description: String? = nil, _ guides: Regex<RegexOutput>) =
  #externalMacro(module: "VellumMacros", type: "GuideMacro")

/// `@Guide(description:)` alone.
@attached(peer)
public macro Guide(description: String) = #externalMacro(module: "VellumMacros", type: "GuideMacro")
