import Vellum

/// `bw-send-list-empty`: the Send list's empty state, a centred message and a grey "Add a Send"
/// button in the middle of the visible height.
let bwSendListEmpty = ConformanceCase("bw-send-list-empty", safeArea: .bitwarden) {
  // As the app's empty state at the recording commit: Spacers around a plain body Text (no
  // style guide, so no line padding) and the button, 24 apart, padded 16 at the sides.
  GeometryReader { reader in
    ScrollView {
      VStack(spacing: 24) {
        Spacer()

        Text("There are no Sends in your account.")
          .multilineTextAlignment(.center)
          .foregroundStyle(Color.bitwardenTextPrimary)

        Button("Add a Send") {}
          .buttonStyle(.tertiary())

        Spacer()
      }
      .padding(.horizontal, 16)
      .frame(minHeight: reader.size.height)
    }
  }
  .bitwardenPage()
}
