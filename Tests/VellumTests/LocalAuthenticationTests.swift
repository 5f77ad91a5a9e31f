import Foundation
import LocalAuthentication
import Testing
import VellumCairo
import Vellum

/// LocalAuthentication on a device with no biometrics and no passcode: screens that lock
/// their secrets behind Face ID draw their locked or fallback state.
@Suite struct LocalAuthenticationTests {
  struct VaultScreen: View {
    @State private var biometrics = "Unknown"
    @State private var isUnlocked = true
    var body: some View {
      VStack {
        Text(biometrics)
        Text(isUnlocked ? "Unlocked" : "Locked")
      }
      .onAppear {
        let context = LAContext()
        var error: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
          biometrics = context.biometryType == .faceID ? "Face ID" : "Touch ID"
        } else {
          biometrics = "No biometrics (\(error?.code ?? 0))"
        }
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, _ in
          isUnlocked = success
        }
      }
    }
  }

  @Test func aScreenSeesNoBiometricsAndStaysLocked() throws {
    let list = try ImageRenderer().displayList(VaultScreen(), size: ProposedViewSize(width: 393, height: 852))
    let drawn = list.displayList.description
    #expect(drawn.contains("\"No biometrics (-6)\"") && drawn.contains("\"Locked\""), "\(drawn)")
  }

  @Test func policiesFailWithApplesCodes() async {
    let context = LAContext()
    #expect(context.biometryType == .none)
    var error: NSError?
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
    #expect(error?.domain == LAErrorDomain && error?.code == LAError.Code.passcodeNotSet.rawValue)
    #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))
    do {
      _ = try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Pay")
      Issue.record("evaluation succeeded")
    } catch LAError.biometryNotAvailable {
      // As iOS reports it on a device with no Face ID or Touch ID.
    } catch {
      Issue.record("unexpected \(error)")
    }
    let reply = Reply()
    context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Pay") { success, error in
      reply.set(success, (error as? LAError)?.code)
    }
    #expect(reply.value?.0 == false && reply.value?.1 == .biometryNotAvailable)
  }

  /// What the reply handler was given (it is called at once, on the calling thread).
  final class Reply: @unchecked Sendable {
    private(set) var value: (Bool, LAError.Code?)?
    func set(_ success: Bool, _ code: LAError.Code?) { value = (success, code) }
  }
}
