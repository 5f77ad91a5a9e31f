import Foundation

/// An alert described as a value, the iOS 13 API (`.alert(isPresented:content:)`), as in
/// SwiftUI. Drawn like the modern alert: its buttons side by side (two) or stacked.
public struct Alert {
  /// A button of an `Alert` or `ActionSheet`.
  public struct Button {
    let label: Text
    let role: ButtonRole?

    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: nil)
    }
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .cancel)
    }
    public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel) }
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
      Button(label: label, role: .destructive)
    }

    var view: some View { Vellum.Button(role: role, action: {}) { label } }
  }

  let title: Text
  let message: Text?
  let buttons: [Button]

  /// One "OK" button, or the one given.
  public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
    self.title = title
    self.message = message
    buttons = dismissButton.map { [$0] } ?? []
  }

  public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
    self.title = title
    self.message = message
    buttons = [primaryButton, secondaryButton]
  }

  var box: AlertBox {
    let buttons = buttons
    return AlertBox(
      title: title, actions: AnyView(ForEach(buttons.indices, id: \.self) { buttons[$0].view }),
      message: AnyView(message))
  }
}

/// An action sheet described as a value, the iOS 13 API, as in SwiftUI; drawn as the
/// confirmation dialog is.
public struct ActionSheet {
  /// A button of an action sheet: the alert's button type, as in SwiftUI.
  public typealias Button = Alert.Button

  let title: Text
  let message: Text?
  let buttons: [Alert.Button]

  public init(title: Text, message: Text? = nil, buttons: [Alert.Button] = [.cancel()]) {
    self.title = title
    self.message = message
    self.buttons = buttons
  }
}

nonisolated extension View {
  /// An alert from an `Alert` value, shown when `isPresented` is true at render time.
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    let box = isPresented.wrappedValue ? content().box : nil
    return presenting(box)
  }

  /// An alert from an `Alert` value, shown when `item` is non-nil at render time.
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
    let box = item.wrappedValue.map { content($0).box }
    return presenting(box)
  }

  /// An action sheet, shown when `isPresented` is true at render time.
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = isPresented.wrappedValue ? content() : nil
    let buttons = sheet?.buttons ?? []
    return dialog(
      sheet?.title, Binding.constant(sheet != nil), AnyView(ForEach(buttons.indices, id: \.self) { buttons[$0].view }),
      AnyView(sheet?.message))
  }

  /// A cover over the whole screen for an item: presented when the item is non-nil.
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    let item = item.wrappedValue
    return fullScreenCover(isPresented: .constant(item != nil)) {
      if let item { content(item) }
    }
  }

  /// A popover for an item; on iPhone presented as a sheet, as iOS does.
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    sheet(item: item, content: content)
  }

  /// Accepted: Vellum draws sheets with iOS's corner radius.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View { self }
  /// Accepted: Vellum draws sheets on the system background.
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View { self }
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  { self }
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
    self
  }
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View { self }
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> some View { self }
}

/// Whether the view behind a sheet takes touches, as in SwiftUI (accepted).
public struct PresentationBackgroundInteraction: Sendable {
  let name: String
  public static let automatic = PresentationBackgroundInteraction(name: "automatic")
  public static let enabled = PresentationBackgroundInteraction(name: "enabled")
  public static let disabled = PresentationBackgroundInteraction(name: "disabled")
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { .enabled }
}

/// How a presentation adapts to a compact size, as in SwiftUI (accepted).
public struct PresentationAdaptation: Sendable {
  let name: String
  public static let automatic = PresentationAdaptation(name: "automatic")
  public static let none = PresentationAdaptation(name: "none")
  public static let popover = PresentationAdaptation(name: "popover")
  public static let sheet = PresentationAdaptation(name: "sheet")
  public static let fullScreenCover = PresentationAdaptation(name: "fullScreenCover")
}

/// Whether a sheet scrolls or resizes first, as in SwiftUI (accepted).
public struct PresentationContentInteraction: Sendable {
  let name: String
  public static let automatic = PresentationContentInteraction(name: "automatic")
  public static let resizes = PresentationContentInteraction(name: "resizes")
  public static let scrolls = PresentationContentInteraction(name: "scrolls")
}
