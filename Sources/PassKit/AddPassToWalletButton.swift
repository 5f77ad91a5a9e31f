import Foundation
import Vellum

/// The colours of the Add to Apple Wallet button.
public struct AddPassToWalletButtonStyle: Hashable, Sendable {
  let outlined: Bool
  public static let black = AddPassToWalletButtonStyle(outlined: false)
  public static let blackOutline = AddPassToWalletButtonStyle(outlined: true)
}

struct AddPassToWalletButtonStyleKey: EnvironmentKey {
  static var defaultValue: AddPassToWalletButtonStyle { .black }
}

extension EnvironmentValues {
  var addPassToWalletButtonStyle: AddPassToWalletButtonStyle {
    get { self[AddPassToWalletButtonStyleKey.self] }
    set { self[AddPassToWalletButtonStyleKey.self] = newValue }
  }
}

nonisolated extension View {
  /// Sets the colours of the Add to Apple Wallet buttons inside.
  public func addPassToWalletButtonStyle(_ style: AddPassToWalletButtonStyle) -> some View {
    environment(\.addPassToWalletButtonStyle, style)
  }
}

/// SwiftUI's Add to Apple Wallet button (iOS 16), drawn as PassKit's black button with its
/// words ("Add to Apple Wallet"; iOS draws the Wallet icon beside them). Adding does nothing
/// in a still frame; the fallback is never drawn.
nonisolated public struct AddPassToWalletButton<Fallback: View>: View {
  @Environment(\.addPassToWalletButtonStyle) private var style

  public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void, @ViewBuilder fallback: () -> Fallback) {}

  public var body: some View {
    WalletButtonFace(title: "Add to Apple Wallet", light: false, outlined: style.outlined)
  }
}

extension AddPassToWalletButton where Fallback == EmptyView {
  public init(_ passes: [PKPass], onCompletion: @escaping (Bool) -> Void) {
    self.init(passes, onCompletion: onCompletion, fallback: { EmptyView() })
  }

  public init(_ pass: PKPass, onCompletion: @escaping (Bool) -> Void) {
    self.init([pass], onCompletion: onCompletion, fallback: { EmptyView() })
  }
}
