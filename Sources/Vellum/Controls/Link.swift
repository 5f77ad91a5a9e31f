import Foundation

/// A control that opens a URL, as SwiftUI's `Link`: its label in the tint, styled by
/// `buttonStyle(_:)` like a button. Nothing is opened at rest.
nonisolated public struct Link<Label: View>: View {
  let destination: URL
  let label: Label

  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.destination = destination
    self.label = label()
  }

  public var body: some View {
    Button(action: {}) { label }.accessibilityAddTraits(.isLink).accessibilityRemoveTraits(.isButton)
  }
}

extension Link where Label == Text {
  /// A link titled by a localized key.
  public init(_ titleKey: LocalizedStringKey, destination: URL) {
    self.init(destination: destination) { Text(titleKey) }
  }

  /// A link titled by a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

/// A button that shares an item, as SwiftUI's `ShareLink`: drawn as its label (by default
/// "Share" with the share symbol) in the tint. Nothing is shared at rest. Vellum has no
/// `Transferable`, so any item is accepted.
nonisolated public struct ShareLink<Label: View>: View {
  let label: Label

  /// A share link with a custom label.
  public init<Item>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil,
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  /// A share link for several items, with a custom label.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
  }

  public var body: some View {
    Button(action: {}) { label }.accessibilityAddTraits(.isLink).accessibilityRemoveTraits(.isButton)
  }
}

extension ShareLink where Label == Vellum.Label<Text, Image> {
  /// The default share link: "Share" and the share symbol.
  public init<Item>(item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil) {
    self.init(item: item) { Vellum.Label("Share", systemImage: "square.and.arrow.up") }
  }

  /// A share link titled by a localized key, with the share symbol.
  public init<Item>(
    _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil,
    preview: SharePreview? = nil
  ) {
    self.init(item: item) { Vellum.Label(titleKey, systemImage: "square.and.arrow.up") }
  }

  /// A share link titled by a string, with the share symbol.
  @_disfavoredOverload
  public init<S: StringProtocol, Item>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview? = nil
  ) {
    self.init(item: item) { Vellum.Label(title, systemImage: "square.and.arrow.up") }
  }
}

/// What a share sheet shows for an item: a title and an optional image (accepted).
public struct SharePreview {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) {}
  public init(_ titleKey: LocalizedStringKey) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image) {}
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: Image, icon: Image) {}
  public init(_ titleKey: LocalizedStringKey, image: Image) {}
}

/// A button that pastes from the clipboard, as SwiftUI's `PasteButton`: the system's
/// capsule in the tint with "Paste" and the clipboard symbol in white. Nothing is pasted.
nonisolated public struct PasteButton: View {
  /// A paste button for items of a type (Vellum: any type).
  public init<T>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}
  /// A paste button for a list of supported types (the older spelling).
  public init(supportedContentTypes: [String], payloadAction: @escaping ([Any]) -> Void) {}

  public var body: some View {
    Button(action: {}) { Vellum.Label("Paste", systemImage: "doc.on.clipboard") }
      .buttonStyle(.borderedProminent)
      .buttonBorderShape(.capsule)
  }
}

/// A button that starts renaming, as SwiftUI's `RenameButton`: "Rename" with the pencil
/// symbol, as a button in the current style. Nothing is renamed at rest.
nonisolated public struct RenameButton<Label: View>: View {
  let label: Label
  public var body: some View {
    Button(action: {}) { label }.accessibilityAddTraits(.isLink).accessibilityRemoveTraits(.isButton)
  }
}

extension RenameButton where Label == Vellum.Label<Text, Image> {
  public init() { label = Vellum.Label("Rename", systemImage: "pencil") }
}

nonisolated extension View {
  /// Kept but never called: nothing is renamed at rest.
  public func renameAction(_ action: @escaping () -> Void) -> some View { self }
}
