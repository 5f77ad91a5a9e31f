import Vellum

// The Authenticator's (bitwarden/authenticator-ios) own pieces; its screens are otherwise
// built from BitwardenKit.swift's blocks with `.environment(\.bitwardenPalette, .authenticator)`.

/// The countdown ring of a TOTP row: the seconds left in caption2, at least 27 pt across, with
/// the remaining part of the period as a trimmed circle stroke in the tint around it (so the ring
/// grows with the text at large Dynamic Type sizes).
struct BwaTimerRing: View {
  var remaining: Int
  var period = 30

  var body: some View {
    Text("\(remaining)")
      .font(.caption2)
      .foregroundStyle(.primary)
      .padding(4)
      .frame(minWidth: 27, minHeight: 27)
      .aspectRatio(1, contentMode: .fit)
      .overlay(
        Circle()
          .trim(from: 0, to: CGFloat(remaining) / CGFloat(period))
          .stroke(Color.bitwardenTint, style: StrokeStyle(lineWidth: 3, lineCap: .round))
          .rotationEffect(.degrees(-90))
      )
  }
}

/// An item row of the verification-code list: globe icon, name (and username), the timer
/// ring and the code in monospaced body, on its own rounded card.
struct BwaItemRow: View {
  var name: String
  var username: String?
  var code: String

  @Environment(\.bitwardenPalette) private var palette

  var body: some View {
    HStack(spacing: 16) {
      BitwardenIcon("globe")
        .foregroundStyle(palette.textSecondary)
      VStack(alignment: .leading, spacing: 0) {
        Text(name)
          .styleGuide(.body)
          .foregroundStyle(.primary)
        if let username {
          Text(username)
            .styleGuide(.subheadline)
            .foregroundStyle(palette.textSecondary)
            .lineLimit(1)
        }
      }
      .lineLimit(1)
      Spacer()
      HStack(spacing: 8) {
        BwaTimerRing(remaining: 19)
        Text(code)
          .font(.body.monospaced())
          .styleGuide(.body)
          .multilineTextAlignment(.center)
          .foregroundStyle(.primary)
      }
    }
    .padding(.horizontal, 16)
    .padding(.vertical, 11)
    // One-line rows are 60 tall on iOS, two-line rows content + 2 x 11: a minimum height.
    .frame(minHeight: 60)
    .background(palette.card)
    .clipShape(RoundedRectangle(cornerRadius: 10))
  }
}
