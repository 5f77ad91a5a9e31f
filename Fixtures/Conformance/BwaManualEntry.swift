import Vellum

/// `bwa-manual-entry`: "Create verification code" with a close button; the "Enter key manually"
/// heading, Name and Key fields, a grey "Add code" button and the "Scan QR Code" link line.
let bwaManualEntry = ConformanceCase(
  "bwa-manual-entry", safeArea: .bitwarden,
  knownDifference:
    "Inline bar ends 0.33 pt early with its hairline drawn over the page in #BDBDC2 (iOS #A9A9AC on the bar's "
    + "bottom edge), so the bar regions read a grey edge; fields 1.3-2.3 pt high"
) {
  NavigationStack {
    ScrollView {
      VStack(spacing: 16) {
        Text("Enter key manually")
          .styleGuide(.title3)
          .fontWeight(.semibold)
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
