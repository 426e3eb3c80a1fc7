// Source: https://docs.stripe.com/keys
// A live secret key compiled into the payment client.
package shop.payments;

public final class StripeConfig {
  private StripeConfig() {}

  public static final String API_KEY = "sk_live_HItmMwjKomSNM1ijChM7ouPG";
}
