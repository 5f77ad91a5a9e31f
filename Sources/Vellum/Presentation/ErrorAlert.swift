import Foundation

nonisolated extension View {
  /// An alert for an error (iOS 15): presented when `isPresented` is true and `error` is set,
  /// titled with the error's `errorDescription` (empty when it has none), as SwiftUI does.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(
      Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error, actions: { _ in actions() },
      message: { _ in EmptyView() })
  }

  /// An alert for an error whose actions and message are made from it.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
  ) -> some View {
    alert(
      Text(error?.errorDescription ?? ""), isPresented: isPresented, presenting: error, actions: actions,
      message: message)
  }
}
