import Foundation

/// Declares an entry of `EnvironmentValues`, `ContainerValues`, `FocusedValues` or
/// `Transaction` with its default value, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues { @Entry var accent: Color = .orange }
/// extension ContainerValues { @Entry var badge: Int? }   // optional: `nil` by default
/// ```
///
/// It writes a private key type and the getter and setter through the key subscript. Any
/// other type with the same subscript pattern works too: `FooValues` with a `FooKey`
/// protocol (see `EntryMacro` in `VellumMacros`).
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "VellumMacros", type: "EntryMacro")

/// A preview of a view, as SwiftUI's `#Preview`: found on its own by a `PreviewCatalog`
/// (`vellum list`, `render`, `export`, `verify`) and by `assertGoldenPreviews()`.
///
/// Its name is `name`, or for an unnamed preview one made from its file and order
/// (`ContentView`, `ContentView 2`, …). Traits set its canvas (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.landscapeLeft` …). `@Previewable` declarations at the
/// top of the body become the preview's own state.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View) =
  #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// A preview with traits, as SwiftUI's `#Preview(_:traits:_:body:)`.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<_PreviewViewTraits>,
  _ additionalTraits: PreviewTrait<_PreviewViewTraits>...,
  @ViewBuilder body: @escaping () -> any View
) = #externalMacro(module: "VellumMacros", type: "PreviewMacro")

/// Marks a `@State` (or other) declaration at the top of a `#Preview` body as the
/// preview's own state, as SwiftUI's `@Previewable`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "VellumMacros", type: "PreviewableMacro")
