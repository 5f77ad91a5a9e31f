import Vellum

// The Authenticator's (bitwarden/authenticator-ios) own pieces; its screens are otherwise
// built from BitwardenKit.swift's blocks with `.environment(\.bitwardenPalette, .authenticator)`.

/// The countdown ring of a TOTP row. In the app (TOTPCountdownTimerView at the recording
/// commit) it is two caption2-monospaced style-guide texts stacked (two spaces, which give it
/// its width, and the seconds left), padded 6 all round, with the remaining part of the period
/// stroked 3 pt wide behind it as an arc of the largest circle that fits, clockwise from the top.
struct BwaTimerRing: View {
  var remaining: Int
  var period = 30

  var body: some View {
    ZStack {
      Text("  ").font(.caption2.monospaced()).styleGuide(.caption2)
      Text("\(remaining)")
        .font(.caption2.monospaced())
        .monospacedDigit()
        .styleGuide(.caption2)
        .foregroundStyle(Color.bitwardenTextPrimary)
    }
    .padding(6)
    .background(
      Circle()
        .trim(from: 0, to: CGFloat(remaining) / CGFloat(period))
        .stroke(Color.bitwardenTint, lineWidth: 3)
        .rotationEffect(.degrees(-90))
    )
  }
}

/// An item row of the verification-code list, as the app's ItemListItemRowView lays it out: a
/// 22 pt globe padded 19 above and below (so a row is at least 60 tall), 16 from a content
/// HStack (default spacing) padded 9 vertically: the name in headline at regular weight (the
/// app passes its Text style-guide call's default weight) over the username in subheadline,
/// both one line; a Spacer; the timer ring; the code in monospaced body with tabular digits.
/// The row is padded 16 horizontally; the list puts it on the card colour with 10 pt corners.
struct BwaItemRow: View {
  var name: String
  var username: String?
  var code: String

  @Environment(\.bitwardenPalette) private var palette

  var body: some View {
    HStack(spacing: 16) {
      BitwardenIcon("globe")
        .foregroundStyle(palette.textSecondary)
        .padding(.vertical, 19)
      HStack {
        VStack(alignment: .leading, spacing: 0) {
          Text(name)
            .font(.headline)
            .fontWeight(.regular)
            .styleGuide(.headline)
            .lineLimit(1)
            .foregroundStyle(Color.bitwardenTextPrimary)
          if let username {
            Text(username)
              .styleGuide(.subheadline)
              .lineLimit(1)
              .foregroundStyle(palette.textSecondary)
          }
        }
        Spacer()
        BwaTimerRing(remaining: 19)
        Text(code)
          .font(.body.monospaced())
          .monospacedDigit()
          .styleGuide(.body)
          .foregroundStyle(Color.bitwardenTextPrimary)
      }
      .padding(.vertical, 9)
    }
    .padding(.horizontal, 16)
    // The row is a Menu's label in the app; iOS centres the label's wrapped lines (the 10-digit
    // code's second line “789 0” sits centred under “123 456” in the dark digits render).
    .multilineTextAlignment(.center)
    .background(palette.card)
    .clipShape(RoundedRectangle(cornerRadius: 10))
  }
}
