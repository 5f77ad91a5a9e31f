import Foundation

/// Whether a view is presented, the older form of `dismiss`, as in SwiftUI:
/// `presentationMode.wrappedValue.dismiss()`.
public struct PresentationMode: Sendable {
  /// Whether the view is presented. `false` unless an environment sets it.
  public private(set) var isPresented: Bool

  init(isPresented: Bool) { self.isPresented = isPresented }

  /// Dismisses the view. Vellum presents nothing; this only clears `isPresented`.
  public mutating func dismiss() { isPresented = false }
}

enum PresentationModeKey: EnvironmentKey {
  static var defaultValue: Binding<PresentationMode> { .constant(PresentationMode(isPresented: false)) }
}

extension EnvironmentValues {
  /// A binding to the presentation mode of the view. Deprecated in SwiftUI for `dismiss`.
  public var presentationMode: Binding<PresentationMode> { self[PresentationModeKey.self] }
}
