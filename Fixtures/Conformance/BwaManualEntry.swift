import Vellum

/// `bwa-manual-entry`: "Create verification code" with a close button; the "Enter key manually"
/// heading, Name and Key fields, a grey "Add code" button and the "Scan QR Code" link line.
let bwaManualEntry = ConformanceCase(
  "bwa-manual-entry", safeArea: .bitwarden,
  knownDifference:
    "Inter's widths: the title's and the link line's ink start 2.3-2.7 pt off"
) {
  NavigationStack {
    ScrollView {
      VStack(spacing: 16) {
        // The app's heading: the title2 style guide at bold weight.
        Text("Enter key manually")
          .fontWeight(.bold)
          .styleGuide(.title2)
          .multilineTextAlignment(.center)

        BitwardenField(title: "Name") {
          TextField("", text: .constant("Manual Name"))
        }
        BitwardenField(title: "Key") {
          TextField("", text: .constant("manualEntry"))
        }

        Button("Add code") {}
          .buttonStyle(.tertiary())

        (Text("Cannot add authenticator key? ") + Text("Scan QR Code").foregroundColor(.bitwardenTint))
          .styleGuide(.subheadline)
          .multilineTextAlignment(.center)
      }
      .padding(16)
    }
    .bitwardenPage()
    .bitwardenNavigationBar("Create verification code", displayMode: .inline)
    .toolbar {
      BitwardenToolbarIcon(systemName: "xmark", placement: .topBarTrailing)
    }
  }
  .tint(.bitwardenTint)
  .environment(\.bitwardenPalette, .authenticator)
}
