import Foundation

nonisolated extension View {
  /// An inspector, as in SwiftUI (iOS 17). In a compact horizontal size class, as on every
  /// iPhone canvas, iOS presents the inspector as a sheet, and so does Vellum: not presented,
  /// nothing is drawn; presented, its content on a sheet's card over the dimmed view. (The
  /// trailing column iOS shows on iPad's regular width is not drawn.)
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View {
    sheet(isPresented: isPresented, content: content)
  }

  /// The inspector's column width: accepted (the inspector is drawn as a sheet).
  public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

  /// The inspector's column widths: accepted (the inspector is drawn as a sheet).
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
